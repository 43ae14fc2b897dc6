import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PressController } from './press.controller';
import { Press, PressSchema } from './press.schema';
import { PressService } from './press.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Press.name, schema: PressSchema }])],
  controllers: [PressController],
  providers: [PressService],
})
export class PressModule {}
