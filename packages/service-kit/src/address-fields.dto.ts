import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * What each address field says when left empty (spec §5, quoted letter for letter; the browser's copy is
 * ADDRESS_REQUIRED in @sohnne/platform, compile-checked against this one), whatever a service calls the
 * postal code (`postal_code`, `zip_code`) and phone.
 */
export const ADDRESS_FIELD_MESSAGES = {
  first_name: 'First name is required',
  last_name: 'Last name is required',
  street_address: 'Street address is required',
  house_number: 'House number is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  postal_code: 'Zip code is required',
  phone: 'Phone is required',
} as const;

/** The longest value each address field takes. */
export const ADDRESS_FIELD_MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  street_address: 200,
  house_number: 20,
  city: 100,
  state: 100,
  country: 60,
  postal_code: 20,
  phone: 40,
} as const;

/**
 * The address fields every service names alike, each a required string with its spec message. No OpenAPI
 * annotations here: each service's DTO declares its own (examples, descriptions, and the order of its
 * `required` list, which the published contracts pin).
 */
export class AddressFieldsDto {
  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.first_name })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.first_name)
  first_name!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.last_name })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.last_name)
  last_name!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.street_address })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.street_address)
  street_address!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.house_number })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.house_number)
  house_number!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.city })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.city)
  city!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.state })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.state)
  state!: string;

  @IsString()
  @IsNotEmpty({ message: ADDRESS_FIELD_MESSAGES.country })
  @MaxLength(ADDRESS_FIELD_MAX_LENGTHS.country)
  country!: string;
}
