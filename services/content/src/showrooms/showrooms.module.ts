import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Showroom, ShowroomSchema } from './showroom.schema';
import { ShowroomsController } from './showrooms.controller';
import { ShowroomsService } from './showrooms.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Showroom.name, schema: ShowroomSchema }])],
  controllers: [ShowroomsController],
  providers: [ShowroomsService],
})
export class ShowroomsModule {}
