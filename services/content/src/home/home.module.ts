import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { HomeController } from './home.controller';
import { HomeContent, HomeContentSchema } from './home.schema';
import { HomeService } from './home.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: HomeContent.name, schema: HomeContentSchema }])],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
