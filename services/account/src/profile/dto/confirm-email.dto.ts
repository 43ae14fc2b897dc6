import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200)
  token!: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: "The account's e-mail address now" })
  email!: string;
}
