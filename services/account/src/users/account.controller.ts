import { Controller, Get, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, SessionClaims, SessionGuard } from '@sohnne/service-kit';
import { SessionUserDto } from './session-user.dto';
import { SessionUser, toSessionUser } from './user.schema';
import { UsersService } from './users.service';

@ApiTags('account')
@ApiCookieAuth('sohnne_session')
@Controller('account')
@UseGuards(SessionGuard)
export class AccountController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @ApiOkResponse({ type: SessionUserDto })
  @ApiUnauthorizedResponse({ description: 'No valid session' })
  async me(@CurrentUser() claims: SessionClaims): Promise<SessionUser> {
    const user = await this.users.findById(claims.sub);
    if (!user) throw new UnauthorizedException();
    return toSessionUser(user);
  }
}
