import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';
import { SiteSources } from './site-sources';

/** sitemap.xml, robots.txt and the /sitemap page's data. */
@Module({
  imports: [BlogModule],
  controllers: [SeoController],
  providers: [SeoService, SiteSources],
})
export class SeoModule {}
