import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'demo@sohnne.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200)
  token!: string;

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
