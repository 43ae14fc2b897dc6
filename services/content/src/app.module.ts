import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@sohnne/service-kit';
import { BlogModule } from './blog/blog.module';
import { env } from './config';
import { FaqsModule } from './faqs/faqs.module';
import { FormsModule } from './forms/forms.module';
import { HomeModule } from './home/home.module';
import { PagesModule } from './pages/pages.module';
import { ProgramsModule } from './programs/programs.module';
import { PressModule } from './press/press.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ShowroomsModule } from './showrooms/showrooms.module';
import { SeoModule } from './seo/seo.module';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'content', dbName: 'sohnne_content', env }), PagesModule, HomeModule, BlogModule, FormsModule, FaqsModule, ShowroomsModule, ReviewsModule, PressModule, ProgramsModule, SeoModule],
})
export class AppModule {}
