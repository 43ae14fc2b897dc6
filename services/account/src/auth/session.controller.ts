import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CurrentUser,
  OptionalSessionGuard,
  SESSION_COOKIE,
  SessionClaims,
} from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { SessionUser } from '../users';
import { AuthService } from './auth.service';
import { SessionResponseDto } from './dto/responses.dto';
import { SessionCookies } from './session-cookie';

@ApiTags('auth')
@Controller('session')
export class SessionController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
  ) {}

  @Get()
  @UseGuards(OptionalSessionGuard)
  @ApiOkResponse({ type: SessionResponseDto })
  async session(
    @CurrentUser() claims: SessionClaims | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ user: SessionUser | null }> {
    const user = await this.auth.currentUser(claims);
    if (!user && req.cookies?.[SESSION_COOKIE]) this.cookies.clear(res);
    return { user };
  }
}
