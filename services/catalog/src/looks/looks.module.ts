import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import { Look, LookRecord, LookSchema } from './look.schema';
import { looksPart } from './looks-part';
import { LooksController } from './looks.controller';
import { LooksService } from './looks.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Look.name, schema: LookSchema }])],
  controllers: [LooksController],
  providers: [LooksService],
})
export class LooksModule implements OnModuleInit {
  constructor(
    private readonly store: CatalogStore,
    @InjectModel(Look.name) private readonly looks: Model<Look>,
  ) {}

  /** Every snapshot holds the looks. */
  onModuleInit(): void {
    this.store.register(looksPart(() => this.looks.find().lean<LookRecord[]>()));
  }
}
