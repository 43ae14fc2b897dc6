import { Body, Controller, Get, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import { RedeemDto, RedeemedDto, RewardsDto } from './dto/rewards.dto';
import { RewardsService } from './rewards.service';

@ApiTags('rewards')
@ApiCookieAuth('sohnne_session')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiServiceUnavailableResponse({
  description: 'Your points are being updated (many changes at once). Please try again.',
})
@UseGuards(SessionGuard)
@Controller('rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: RewardsDto })
  summary(@CurrentUser() user: SessionClaims): Promise<RewardsDto> {
    return this.rewards.summary(user.sub);
  }

  @Post('redeem')
  @HttpCode(200)
  @ApiOkResponse({ type: RedeemedDto })
  @ApiBadRequestResponse({
    description: "Unknown voucher, or 'Not enough points for this voucher'",
  })
  @ApiForbiddenResponse({ description: 'Invalid or missing CSRF token' })
  redeem(@Body() body: RedeemDto, @CurrentUser() user: SessionClaims): Promise<RedeemedDto> {
    return this.rewards.redeem(user.sub, body.voucher);
  }
}
