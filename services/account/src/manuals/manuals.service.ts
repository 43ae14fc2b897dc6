import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Manual, ManualDocument } from './manual.schema';

@Injectable()
export class ManualsService {
  constructor(@InjectModel(Manual.name) private readonly manuals: Model<Manual>) {}

  list(): Promise<ManualDocument[]> {
    return this.manuals.find().sort({ position: 1 }).exec();
  }
}
