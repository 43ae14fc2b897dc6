import { Body, Controller, ForbiddenException, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
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
  @ApiOkResponse({ type: ProfileResponseDto, description: 'Profile updated successfully' })
  @ApiBadRequestResponse({
    description: "Form errors (the spec's messages), or a wrong current password",
  })
  @ApiForbiddenResponse({ description: "Another customer's user_id" })
  @ApiConflictResponse({ description: 'The e-mail address cannot be used' })
  async update(
    @CurrentUser() claims: SessionClaims,
    @Param('user_id') userId: string,
    @Body() form: UpdateProfileDto,
  ): Promise<{ data: { data: ProfileView } }> {
    // The path names the customer only to match the spec's call; the session decides whose profile it is.
    if (userId !== claims.sub) throw new ForbiddenException('You can only change your own profile');
    const user = await this.profiles.update(claims.sub, claims.sid, form);
    return { data: { data: toProfileView(user) } };
  }
}
