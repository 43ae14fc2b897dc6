import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADDRESS_FIELD_MESSAGES, AddressFieldsDto } from '@sohnne/service-kit';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText, Trim } from '../../common';

/**
 * The address form's fields (the form's names: zip_code, phone, order_notes), with the shared fields' names
 * and messages from AddressFieldsDto. Each field's check is the account's own RequiredText, which replaces the
 * shared checks (class-validator drops a parent's custom checks on a property the child checks): the address
 * book trims, refuses blank values with the field's message alone, and keeps 100 characters for the country,
 * as the saved addresses always have. Fields are declared in the order the published contract lists them.
 */
export class AddressFormDto extends AddressFieldsDto {
  @ApiProperty({ example: 'Dana' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.first_name, 100)
  declare first_name: string;

  @ApiProperty({ example: 'Miller' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.last_name, 100)
  declare last_name: string;

  @ApiProperty({ example: 'Elm Street' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.street_address, 200)
  declare street_address: string;

  @ApiProperty({ example: 'Springfield' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.city, 100)
  declare city: string;

  @ApiProperty({ example: '62701' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.postal_code, 20)
  zip_code!: string;

  @ApiProperty({ example: 'United States' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.country, 100)
  declare country: string;

  @ApiProperty({ example: 'IL' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.state, 100)
  declare state: string;

  @ApiProperty({ example: '+1 217 555 0100' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.phone, 40)
  phone!: string;

  @ApiProperty({ example: '742' })
  @RequiredText(ADDRESS_FIELD_MESSAGES.house_number, 20)
  declare house_number: string;

  @ApiPropertyOptional({ example: 'Ring twice' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  order_notes?: string;
}
