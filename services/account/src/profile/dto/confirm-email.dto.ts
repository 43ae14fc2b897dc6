import { ApiProperty } from '@nestjs/swagger';
import { LinkTokenDto } from '../../common';

/** The new address's link, sent back by its page. */
export class ConfirmEmailDto extends LinkTokenDto {}

export class EmailConfirmedDto {
  @ApiProperty({ description: "The account's e-mail address now" })
  email!: string;
}
