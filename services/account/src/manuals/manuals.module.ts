import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Manual, ManualSchema } from './manual.schema';
import { ManualsController } from './manuals.controller';
import { ManualsService } from './manuals.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Manual.name, schema: ManualSchema }])],
  controllers: [ManualsController],
  providers: [ManualsService],
})
export class ManualsModule {}
