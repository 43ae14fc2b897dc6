import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PasswordCap } from './password-cap';
import { Trim } from '../../common';

/**
 * Checked with stopAtFirstError (see LocalAuthGuard), so each field reports one message. class-validator
 * runs a property's decorators bottom-up: the most basic check is written last.
 */
export class LoginDto {
  @ApiProperty({ description: 'E-mail address or username', example: 'demo@sohnne.test' })
  @Trim()
  @MinLength(2, { message: 'Username or email must be at least 2 characters' })
  @IsString({ message: 'Username required' })
  @IsNotEmpty({ message: 'Username required' })
  email!: string;

  @ApiProperty({ example: 'SohnneDemo2025!', maxLength: PASSWORD_MAX_LENGTH })
  @PasswordCap()
  @IsString({ message: 'Password required' })
  @IsNotEmpty({ message: 'Password required' })
  password!: string;

  @ApiPropertyOptional({
    description: 'Keep the session for 30 days instead of until the browser closes',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}
