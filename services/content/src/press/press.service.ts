import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { PressDto } from './dto/press.dto';
import { Press } from './press.schema';

@Injectable()
export class PressService {
  constructor(@InjectModel(Press.name) private readonly press: Model<Press>) {}

  async get(): Promise<PressDto> {
    const found = await this.press.findOne({ slug: 'press' }).lean<Press>();
    if (!found) throw new NotFoundException('Press content not found');
    const { media, partnerships } = found.contacts;
    return {
      quotes: found.quotes.map(({ outlet, quote }) => ({ outlet, quote })),
      contacts: {
        media: { label: media.label, email: media.email },
        partnerships: { label: partnerships.label, email: partnerships.email },
      },
    };
  }
}
