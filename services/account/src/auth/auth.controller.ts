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
import {
  CsrfTokens,
  CurrentUser,
  OptionalSessionGuard,
  SESSION_COOKIE,
  SessionClaims,
} from '@sohnne/service-kit';
import type { Request, Response } from 'express';
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
import { SessionCookies } from './session-cookie';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
    private readonly csrf: CsrfTokens,
  ) {}

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
    this.cookies.set(res, session.token, session.cookieMaxAgeMs);
    return { success: true, data: { data: [session.user] } };
  }

  @Post('auth/sign-up')
  @HttpCode(200)
  @UseGuards(SignUpThrottlerGuard)
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
    this.cookies.set(res, session.token);
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
    if (!this.csrf.isFromShop(req)) return { success: true };
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
    if (!user && req.cookies?.[SESSION_COOKIE]) this.cookies.clear(res);
    return { user };
  }

  private async endSession(req: Request, res: Response): Promise<{ success: true }> {
    await this.auth.endSession(req.cookies?.[SESSION_COOKIE]);
    this.cookies.clear(res);
    return { success: true };
  }
}
