import { Module } from '@nestjs/common';
import { CatalogClient } from './catalog-client.service';

@Module({ providers: [CatalogClient], exports: [CatalogClient] })
export class CatalogClientModule {}
