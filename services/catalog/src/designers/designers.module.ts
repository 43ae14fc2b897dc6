import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import { Designer, DesignerRecord, DesignerSchema } from './designer.schema';
import { designersPart } from './designers-part';
import { DesignersController } from './designers.controller';
import { DesignersService } from './designers.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Designer.name, schema: DesignerSchema }])],
  controllers: [DesignersController],
  providers: [DesignersService],
})
export class DesignersModule implements OnModuleInit {
  constructor(
    private readonly store: CatalogStore,
    @InjectModel(Designer.name) private readonly designers: Model<Designer>,
  ) {}

  /** Every snapshot holds the designers. */
  onModuleInit(): void {
    this.store.register(designersPart(() => this.designers.find().lean<DesignerRecord[]>()));
  }
}
