import { Module, OnModuleInit } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CatalogStore } from '../store';
import { Material, MaterialRecord, MaterialSchema } from './material.schema';
import { materialsPart } from './materials-part';
import { MaterialsController } from './materials.controller';

@Module({
  imports: [MongooseModule.forFeature([{ name: Material.name, schema: MaterialSchema }])],
  controllers: [MaterialsController],
})
export class MaterialsModule implements OnModuleInit {
  constructor(
    private readonly store: CatalogStore,
    @InjectModel(Material.name) private readonly materials: Model<Material>,
  ) {}

  /** Every snapshot holds the materials. */
  onModuleInit(): void {
    this.store.register(materialsPart(() => this.materials.find().lean<MaterialRecord[]>()));
  }
}
