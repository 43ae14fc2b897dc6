import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { TradeApplicationDto, TradeApplicationReceivedDto } from './dto/trade-application.dto';
import { TradeApplication } from './trade-application.schema';

/** Trade programme applications, kept for review (every new one pending). */
@Injectable()
export class TradeService {
  constructor(
    @InjectModel(TradeApplication.name) private readonly applications: Model<TradeApplication>,
  ) {}

  async apply(application: TradeApplicationDto): Promise<TradeApplicationReceivedDto> {
    const stored = await this.applications.create({ ...application, status: 'pending' });
    return { id: stored._id.toString(), status: stored.status, created_at: stored.created_at };
  }
}
