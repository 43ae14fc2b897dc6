import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProgramsController } from './programs.controller';
import {
  Carousel,
  CarouselSchema,
  ProfessionalService,
  ProfessionalServiceSchema,
} from './programs.schema';
import { ProgramsService } from './programs.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Carousel.name, schema: CarouselSchema },
      { name: ProfessionalService.name, schema: ProfessionalServiceSchema },
    ]),
  ],
  controllers: [ProgramsController],
  providers: [ProgramsService],
})
export class ProgramsModule {}
