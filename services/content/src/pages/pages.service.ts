import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TtlCache } from '../common';
import type { PageDto } from './dto/page.dto';
import { Page } from './page.schema';
import { sanitizePageHtml } from './sanitize';

@Injectable()
export class PagesService {
  /** Sanitized pages, kept 30 s: every visitor reads the same few pages. */
  private readonly cache = new TtlCache<PageDto>(30_000);

  constructor(@InjectModel(Page.name) private readonly pages: Model<Page>) {}

  async bySlug(slug: string): Promise<PageDto> {
    const page = await this.cache.get(slug, async () => {
      const found = await this.pages.findOne({ slug }).lean<Page>();
      return found && { slug: found.slug, title: found.title, html: sanitizePageHtml(found.html) };
    });
    if (!page) throw new NotFoundException('Page not found');
    return page;
  }
}
