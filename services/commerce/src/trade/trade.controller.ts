import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TradeApplicationDto, TradeApplicationReceivedDto } from './dto/trade-application.dto';
import { TradeService } from './trade.service';

@ApiTags('trade')
@Controller('trade')
export class TradeController {
  constructor(private readonly trade: TradeService) {}

  @Post('applications')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @ApiCreatedResponse({ type: TradeApplicationReceivedDto })
  @ApiBadRequestResponse({ description: 'Invalid form' })
  @ApiTooManyRequestsResponse({ description: 'Too many applications from this client' })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  async apply(@Body() body: TradeApplicationDto): Promise<TradeApplicationReceivedDto> {
    return this.trade.apply(body);
  }
}
