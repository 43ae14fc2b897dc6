import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  HttpCode,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { SessionUser } from '../users';
import { AuthService } from './auth.service';
import { SessionUserListDto } from './dto/responses.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { SignUpThrottlerGuard } from './guards';
import { SessionCookies } from './session-cookie';

@ApiTags('auth')
@Controller('auth/sign-up')
export class SignUpController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post()
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
}
