import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PasswordCap } from './password-cap';

export class SignUpDto {
  @ApiProperty({ example: 'new.customer@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Email required' })
  email!: string;

  @ApiProperty({ minLength: 6, maxLength: PASSWORD_MAX_LENGTH })
  @PasswordCap()
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  password!: string;
}
