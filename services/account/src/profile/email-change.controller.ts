import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConfirmEmailDto, EmailConfirmedDto } from './dto/confirm-email.dto';
import { EmailChangeService } from './email-change.service';

/** The link mailed to a new address: it may be opened in any browser, signed in or not. */
@ApiTags('account')
@Controller('account/confirm-email')
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: EmailConfirmedDto, description: 'The address is the account’s now' })
  @ApiBadRequestResponse({
    description: 'An invalid, used or expired link, or an address another account took meanwhile',
  })
  async confirm(@Body() body: ConfirmEmailDto): Promise<{ email: string }> {
    return { email: await this.emailChanges.confirm(body.token) };
  }
}
