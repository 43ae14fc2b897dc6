import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { CatalogClientModule } from '../catalog-client/catalog-client.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';
import { SiteSources } from './site-sources';

/** The /sitemap page's data, and the sitemap and crawl rules behind sitemap.xml and robots.txt. */
@Module({
  imports: [BlogModule, CatalogClientModule],
  controllers: [SeoController],
  providers: [SeoService, SiteSources],
  exports: [SeoService],
})
export class SeoModule {}
