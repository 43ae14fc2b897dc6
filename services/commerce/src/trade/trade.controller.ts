import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { InjectModel } from '@nestjs/mongoose';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Model } from 'mongoose';
import { TradeApplicationDto, TradeApplicationReceivedDto } from './dto/trade-application.dto';
import { TradeApplication } from './trade-application.schema';

@ApiTags('trade')
@Controller('trade')
export class TradeController {
  constructor(
    @InjectModel(TradeApplication.name) private readonly applications: Model<TradeApplication>,
  ) {}

  @Post('applications')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @ApiCreatedResponse({ type: TradeApplicationReceivedDto })
  @ApiBadRequestResponse({ description: 'Invalid form' })
  @ApiTooManyRequestsResponse({ description: 'Too many applications from this client' })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async apply(@Body() body: TradeApplicationDto): Promise<TradeApplicationReceivedDto> {
    const stored = await this.applications.create({ ...body, status: 'pending' });
    return { id: stored._id.toString(), status: stored.status, created_at: stored.created_at };
  }
}
