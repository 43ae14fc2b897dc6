import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Ip,
  Param,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import { ProfileDataDto, ProfileResponseDto } from './dto/profile.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileView, toProfileView } from './profile.mapper';
import { ProfileService } from './profile.service';

@ApiTags('account')
@ApiCookieAuth('sohnne_session')
@ApiUnauthorizedResponse({ description: 'No valid session' })
@Controller('account')
@UseGuards(SessionGuard)
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  /** The signed-in customer's profile, to prefill the form. */
  @Get('profile')
  @ApiOkResponse({ type: ProfileDataDto })
  async get(@CurrentUser() claims: SessionClaims): Promise<{ data: ProfileView }> {
    return { data: toProfileView(await this.profiles.get(claims.sub)) };
  }

  @Put(':user_id')
  @ApiOkResponse({
    type: ProfileResponseDto,
    description:
      'Profile updated successfully. A new e-mail address is only asked for (pending_email): it takes effect once the link mailed to it is opened; the answer is the same whether or not another account has it',
  })
  @ApiBadRequestResponse({
    description: "Form errors (the spec's messages), or a wrong current password",
  })
  @ApiForbiddenResponse({ description: "Another customer's user_id" })
  @ApiTooManyRequestsResponse({ description: 'Too many e-mail address changes' })
  async update(
    @CurrentUser() claims: SessionClaims,
    @Param('user_id') userId: string,
    @Body() form: UpdateProfileDto,
    @Ip() ip: string,
  ): Promise<{ data: { data: ProfileView } }> {
    // The path names the customer only to match the spec's call; the session decides whose profile it is.
    if (userId !== claims.sub) throw new ForbiddenException('You can only change your own profile');
    const user = await this.profiles.update(claims.sub, claims.sid, ip, form);
    return { data: { data: toProfileView(user) } };
  }
}
