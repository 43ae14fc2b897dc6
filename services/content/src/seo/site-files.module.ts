import { Module } from '@nestjs/common';
import { SeoModule } from './seo.module';
import { SiteFilesController } from './site-files.controller';

/** sitemap.xml and robots.txt, served at the site's root (not under /api). */
@Module({
  imports: [SeoModule],
  controllers: [SiteFilesController],
})
export class SiteFilesModule {}
