import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Checked with stopAtFirstError (see LocalAuthGuard), so each field reports one message. */
export class LoginDto {
  @ApiProperty({ description: 'E-mail address or username', example: 'demo@sohnne.test' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Username required' })
  @IsString({ message: 'Username required' })
  @MinLength(2, { message: 'Username or email must be at least 2 characters' })
  email!: string;

  @ApiProperty({ example: 'SohnneDemo2025!' })
  @IsNotEmpty({ message: 'Password required' })
  @IsString({ message: 'Password required' })
  password!: string;

  @ApiPropertyOptional({ description: 'Keep the session for 30 days instead of until the browser closes', default: false })
  @IsOptional()
  @IsBoolean()
  remember?: boolean;
}
