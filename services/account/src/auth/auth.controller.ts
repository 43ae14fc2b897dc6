import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import {
  CurrentUser,
  OptionalSessionGuard,
  SESSION_COOKIE,
  SessionClaims,
} from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { env } from '../config';
import { SessionUser, UserDocument } from '../users/user.schema';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import {
  LoginResponseDto,
  LogoutResponseDto,
  SessionResponseDto,
  SessionUserListDto,
} from './dto/responses.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { LocalAuthGuard, LoginThrottlerGuard, SignUpThrottlerGuard } from './guards';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
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
    setSessionCookie(res, session.token, session.cookieMaxAgeMs);
    return { success: true, data: { data: [session.user] } };
  }

  @Post('auth/sign-up')
  @HttpCode(200)
  @UseGuards(SignUpThrottlerGuard)
  @Throttle({ default: { limit: env.SIGNUP_RATE_LIMIT, ttl: env.LOGIN_RATE_TTL_MS } })
  @ApiOkResponse({
    type: SessionUserListDto,
    description: 'Creates the customer and logs in (browser-session cookie)',
  })
  @ApiBadRequestResponse({ description: 'Form errors' })
  @ApiConflictResponse({ description: 'Email already registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-up attempts' })
  async signUp(
    @Body() form: SignUpDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: SessionUser[] }> {
    const user = await this.auth.signUp(form.email, form.password);
    const session = await this.auth.startSession(user, false);
    setSessionCookie(res, session.token);
    return { data: [session.user] };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseDto })
  logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    return this.endSession(req, res);
  }

  /** The spec's profile page logs out with a GET. */
  @Get('logout')
  @ApiOkResponse({ type: LogoutResponseDto })
  logoutByGet(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    return this.endSession(req, res);
  }

  @Get('session')
  @UseGuards(OptionalSessionGuard)
  @ApiOkResponse({ type: SessionResponseDto })
  async session(
    @CurrentUser() claims: SessionClaims | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ user: SessionUser | null }> {
    const user = await this.auth.currentUser(claims);
    if (!user && req.cookies?.[SESSION_COOKIE]) clearSessionCookie(res);
    return { user };
  }

  private async endSession(req: Request, res: Response): Promise<{ success: true }> {
    await this.auth.endSession(req.cookies?.[SESSION_COOKIE]);
    clearSessionCookie(res);
    return { success: true };
  }
}
