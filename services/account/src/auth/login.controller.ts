import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionUser, UserDocument } from '../users';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/responses.dto';
import { LocalAuthGuard, LoginThrottlerGuard } from './guards';
import { SessionCookies } from './session-cookie';

@ApiTags('auth')
@Controller('login')
export class LoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard, LocalAuthGuard)
  @ApiOkResponse({ type: LoginResponseDto, description: 'Sets the sohnne_session cookie' })
  @ApiBadRequestResponse({ description: 'Form errors' })
  @ApiUnauthorizedResponse({ description: 'Invalid credentials' })
  @ApiTooManyRequestsResponse({ description: 'Too many login attempts' })
  async login(
    @Body() form: LoginDto,
    @Req() req: Request & { user: UserDocument },
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true; data: { data: SessionUser[] } }> {
    const session = await this.auth.startSession(req.user, form.remember === true);
    this.cookies.set(res, session.token, session.cookieMaxAgeMs);
    return { success: true, data: { data: [session.user] } };
  }
}
