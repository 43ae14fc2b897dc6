import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { HomeDto } from './dto/home.dto';
import { HOME_SLUG, HomeContent } from './home.schema';

@Injectable()
export class HomeService {
  constructor(@InjectModel(HomeContent.name) private readonly home: Model<HomeContent>) {}

  async get(): Promise<HomeDto> {
    const doc = await this.home.findOne({ slug: HOME_SLUG }).lean<HomeContent>();
    if (!doc) throw new NotFoundException('Home content not found');
    const { title, subtitle, image, cta } = doc.hero;
    return {
      hero: {
        title,
        subtitle,
        image: {
          url: image.url,
          alternativeText: image.alternativeText,
          width: image.width,
          height: image.height,
        },
        cta: { label: cta.label, href: cta.href },
      },
      carousel: { title: doc.carousel.title },
    };
  }
}
