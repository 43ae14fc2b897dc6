import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

export const BUSINESS_TYPES = [
  'Architect',
  'Interior designer',
  'Furniture store',
  'Hospitality',
  'Other',
];

export class TradeApplicationDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Company is required' })
  @MaxLength(200)
  company!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200)
  name!: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Phone is required' })
  @MaxLength(40)
  phone!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl({}, { message: 'Website must be a URL' })
  @MaxLength(300)
  website?: string;

  @ApiProperty({ enum: BUSINESS_TYPES })
  @IsIn(BUSINESS_TYPES, { message: `Business type must be one of: ${BUSINESS_TYPES.join(', ')}` })
  business_type!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;
}

export class TradeApplicationReceivedDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'pending' }) status!: string;
  @ApiProperty() created_at!: Date;
}
