import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
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

/** Sec-Fetch-Site from current browsers; for older ones, the Referer's host against our own. */
function isSameOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = req.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === req.get('host');
  } catch {
    return false;
  }
}

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
  @ApiBadRequestResponse({
    description:
      "Form errors, or 'Error occured. Please try again later' (also for a taken e-mail)",
  })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-up attempts' })
  async signUp(
    @Body() form: SignUpDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: SessionUser[] }> {
    const user = await this.auth.signUp(form.email, form.password).catch((error: unknown) => {
      // A taken e-mail answers like any other failure: sign-up must not tell who has an account.
      if (error instanceof ConflictException)
        throw new BadRequestException('Error occured. Please try again later');
      throw error;
    });
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

  /**
   * The spec's profile page logs out with a GET. Without a CSRF token, it only ends the session when the
   * browser says the request comes from the shop itself, so another site cannot log a customer out.
   */
  @Get('logout')
  @ApiOkResponse({ type: LogoutResponseDto })
  async logoutByGet(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    if (!isSameOrigin(req)) return { success: true };
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
