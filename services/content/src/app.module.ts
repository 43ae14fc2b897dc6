import { Module, type Type } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { ServiceKitModule } from '@sohnne/service-kit';
import { BlogModule } from './blog/blog.module';
import { contentConfig } from './config';
import { FaqsModule } from './faqs/faqs.module';
import { FormsModule } from './forms/forms.module';
import { HomeModule } from './home/home.module';
import { PagesModule } from './pages/pages.module';
import { ProgramsModule } from './programs/programs.module';
import { PressModule } from './press/press.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ShowroomsModule } from './showrooms/showrooms.module';
import { SeoModule } from './seo/seo.module';
import { SiteFilesModule } from './seo/site-files.module';

/** The API areas: every controller in them answers under /api (the one place the prefix is set). */
const API_MODULES: Type<unknown>[] = [
  PagesModule,
  HomeModule,
  BlogModule,
  FormsModule,
  FaqsModule,
  ShowroomsModule,
  ReviewsModule,
  PressModule,
  ProgramsModule,
  SeoModule,
];

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'content', dbName: 'sohnne_content', config: contentConfig }),
    ...API_MODULES,
    RouterModule.register([{ path: 'api', children: API_MODULES }]),
    // sitemap.xml and robots.txt stay at the site's root.
    SiteFilesModule,
  ],
})
export class AppModule {}
