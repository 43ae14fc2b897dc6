import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PageDto } from './dto/page.dto';
import { Page } from './page.schema';
import { sanitizePageHtml } from './sanitize';

@Injectable()
export class PagesService {
  constructor(@InjectModel(Page.name) private readonly pages: Model<Page>) {}

  async bySlug(slug: string): Promise<PageDto> {
    const page = await this.pages.findOne({ slug }).lean<Page>();
    if (!page) throw new NotFoundException('Page not found');
    return { slug: page.slug, title: page.title, html: sanitizePageHtml(page.html) };
  }
}
