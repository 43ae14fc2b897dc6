import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  ADDRESS_FIELD_MAX_LENGTHS,
  ADDRESS_FIELD_MESSAGES,
  AddressFieldsDto,
} from '@sohnne/service-kit';

/**
 * The checkout's shipping address: the shared fields and their checks and messages (spec §5) come from
 * AddressFieldsDto; each field is declared again here only for its OpenAPI annotation, in the order the
 * published contract lists them as required.
 */
export class ShippingAddressDto extends AddressFieldsDto {
  @ApiProperty()
  declare first_name: string;

  @ApiProperty()
  declare last_name: string;

  @ApiProperty()
  declare street_address: string;

  @ApiProperty()
  declare house_number: string;

  @ApiProperty()
  declare city: string;

  @ApiProperty({ description: 'US: the two-letter state code' })
  declare state: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.postal_code })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.postal_code)
  postal_code!: string;

  @ApiProperty({
    example: 'US',
    description: 'ISO code or name (US, the EU countries shipped to, GB)',
  })
  declare country: string;
}

export class ContactDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.phone })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.phone)
  phone!: string;
}

/** Test provider: the card itself. Stripe: leave out and send paymentMethodId. */
export class CardDto {
  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString()
  @MaxLength(30)
  number!: string;

  @ApiProperty({ minimum: 1, maximum: 12 })
  @IsInt()
  @Min(1)
  @Max(12)
  exp_month!: number;

  @ApiProperty({ example: 2030 })
  @IsInt()
  @Min(2000)
  @Max(2100)
  exp_year!: number;

  @ApiProperty({ example: '123' })
  @IsString()
  @MaxLength(4)
  cvc!: string;
}

export class PaymentDto {
  @ApiPropertyOptional({ type: CardDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CardDto)
  card?: CardDto;

  @ApiPropertyOptional({ description: 'Stripe: the PaymentMethod id made by Stripe.js (pm_…)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  paymentMethodId?: string;
}

/** No prices, totals, quantities or user ids: the server takes those from the cart, catalog and session. */
export class CheckoutDto {
  @ApiProperty({ type: ContactDto })
  @ValidateNested()
  @Type(() => ContactDto)
  contact!: ContactDto;

  @ApiProperty({ type: ShippingAddressDto })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  address!: ShippingAddressDto;

  @ApiPropertyOptional({ example: 'WELCOME35' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  coupon_code?: string;

  @ApiProperty({ type: PaymentDto })
  @ValidateNested()
  @Type(() => PaymentDto)
  payment!: PaymentDto;
}

export class QuoteDestinationDto {
  @ApiProperty({ example: 'US' })
  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.country })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.country)
  country!: string;

  @ApiPropertyOptional({ example: 'NY' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;
}

export class QuoteDto {
  @ApiPropertyOptional({ type: QuoteDestinationDto, description: 'Without it the tax is 0' })
  @IsOptional()
  @ValidateNested()
  @Type(() => QuoteDestinationDto)
  address?: QuoteDestinationDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  coupon_code?: string;
}
