import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  ForgotPasswordDto,
  PasswordResetMessageDto,
  ResetPasswordDto,
} from './dto/password-reset.dto';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({
    type: PasswordResetMessageDto,
    description: 'The same answer whether or not the account exists',
  })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests for this address or from this IP' })
  async forgot(@Body() body: ForgotPasswordDto, @Ip() ip: string): Promise<{ message: string }> {
    await this.resets.request(body.email, ip);
    return { message: RESET_REQUESTED };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({
    type: PasswordResetMessageDto,
    description: 'Password set; every session ended',
  })
  @ApiBadRequestResponse({ description: 'Short password, or an invalid, used or expired link' })
  async reset(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    await this.resets.reset(body.token, body.password);
    return { message: RESET_DONE };
  }
}
