import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/required-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The address form's fields (the form's names: zip_code, phone, order_notes). */
export class AddressFormDto {
  @ApiProperty({ example: 'Dana' })
  @Transform(trim)
  @RequiredText('First name is required', 100)
  first_name!: string;

  @ApiProperty({ example: 'Miller' })
  @Transform(trim)
  @RequiredText('Last name is required', 100)
  last_name!: string;

  @ApiProperty({ example: 'Elm Street' })
  @Transform(trim)
  @RequiredText('Street address is required', 200)
  street_address!: string;

  @ApiProperty({ example: 'Springfield' })
  @Transform(trim)
  @RequiredText('City is required', 100)
  city!: string;

  @ApiProperty({ example: '62701' })
  @Transform(trim)
  @RequiredText('Zip code is required', 20)
  zip_code!: string;

  @ApiProperty({ example: 'United States' })
  @Transform(trim)
  @RequiredText('Country is required', 100)
  country!: string;

  @ApiProperty({ example: 'IL' })
  @Transform(trim)
  @RequiredText('State is required', 100)
  state!: string;

  @ApiProperty({ example: '+1 217 555 0100' })
  @Transform(trim)
  @RequiredText('Phone is required', 40)
  phone!: string;

  @ApiProperty({ example: '742' })
  @Transform(trim)
  @RequiredText('House number is required', 20)
  house_number!: string;

  @ApiPropertyOptional({ example: 'Ring twice' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  order_notes?: string;
}
