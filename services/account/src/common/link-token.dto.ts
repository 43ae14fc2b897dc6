import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The token of an e-mailed single-use link, as a form sends it back. */
export class LinkTokenDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200)
  token!: string;
}
