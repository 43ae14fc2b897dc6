import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText } from '../../common';

/** The profile form (the form-only confirmNewPassword stays in the browser). */
export class UpdateProfileDto {
  @ApiProperty({ example: 'Dana' })
  @RequiredText('First name is required', 100)
  first_name!: string;

  @ApiProperty({ example: 'Miller' })
  @RequiredText('Last name is required', 100)
  last_name!: string;

  @ApiProperty({ example: 'Dana Miller' })
  @RequiredText('Display name is required', 100)
  display_name!: string;

  @ApiProperty({ example: 'demo@sohnne.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;

  @ApiPropertyOptional({ description: 'Cart-reminder e-mails wanted', default: false })
  @IsOptional()
  @IsBoolean()
  is_opt_in?: boolean;

  @ApiPropertyOptional({
    description: 'Needed to change the password or the e-mail; blank otherwise',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  current_password?: string;

  @ApiPropertyOptional({ description: 'Blank to keep the password; at least 8 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  new_password?: string;
}
