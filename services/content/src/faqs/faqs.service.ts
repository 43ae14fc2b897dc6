import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { FaqGroupDto } from './dto/faq.dto';
import { FaqGroup } from './faq.schema';

@Injectable()
export class FaqsService {
  constructor(@InjectModel(FaqGroup.name) private readonly groups: Model<FaqGroup>) {}

  async byGroup(group: string): Promise<FaqGroupDto> {
    const found = await this.groups.findOne({ group }).lean<FaqGroup>();
    if (!found) throw new NotFoundException('FAQs not found');
    return {
      group: found.group,
      topics: found.topics.map(({ topic, items }) => ({
        topic,
        items: items.map(({ question, answers }) => ({ question, answers })),
      })),
    };
  }
}
