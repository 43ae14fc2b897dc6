import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { LinkTokenDto } from '../../common';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'demo@sohnne.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;
}

export class ResetPasswordDto extends LinkTokenDto {
  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200)
  password!: string;
}

export class PasswordResetMessageDto {
  @ApiProperty()
  message!: string;
}
