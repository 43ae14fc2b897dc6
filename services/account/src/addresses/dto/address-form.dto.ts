import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText, Trim } from '../../common';

/** The address form's fields (the form's names: zip_code, phone, order_notes). */
export class AddressFormDto {
  @ApiProperty({ example: 'Dana' })
  @RequiredText('First name is required', 100)
  first_name!: string;

  @ApiProperty({ example: 'Miller' })
  @RequiredText('Last name is required', 100)
  last_name!: string;

  @ApiProperty({ example: 'Elm Street' })
  @RequiredText('Street address is required', 200)
  street_address!: string;

  @ApiProperty({ example: 'Springfield' })
  @RequiredText('City is required', 100)
  city!: string;

  @ApiProperty({ example: '62701' })
  @RequiredText('Zip code is required', 20)
  zip_code!: string;

  @ApiProperty({ example: 'United States' })
  @RequiredText('Country is required', 100)
  country!: string;

  @ApiProperty({ example: 'IL' })
  @RequiredText('State is required', 100)
  state!: string;

  @ApiProperty({ example: '+1 217 555 0100' })
  @RequiredText('Phone is required', 40)
  phone!: string;

  @ApiProperty({ example: '742' })
  @RequiredText('House number is required', 20)
  house_number!: string;

  @ApiPropertyOptional({ example: 'Ring twice' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  order_notes?: string;
}
