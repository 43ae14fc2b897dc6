import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CsrfTokens, SESSION_COOKIE } from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { AuthService } from './auth.service';
import { LogoutResponseDto } from './dto/responses.dto';
import { SessionCookies } from './session-cookie';

@ApiTags('auth')
@Controller('logout')
export class LogoutController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
    private readonly csrf: CsrfTokens,
  ) {}

  @Post()
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
  @Get()
  @ApiOkResponse({ type: LogoutResponseDto })
  async logoutByGet(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    if (!this.csrf.isFromShop(req)) return { success: true };
    return this.endSession(req, res);
  }

  private async endSession(req: Request, res: Response): Promise<{ success: true }> {
    await this.auth.endSession(req.cookies?.[SESSION_COOKIE]);
    this.cookies.clear(res);
    return { success: true };
  }
}
