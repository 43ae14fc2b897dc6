import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsMongoId, IsObject, IsOptional, ValidateIf } from 'class-validator';
import { AddressFormDto } from './address-form.dto';

/** POST creates (addressId null or absent); PUT edits the address addressId names. */
export class AddEditAddressDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null when creating' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsMongoId({ message: 'addressId must be an address id' })
  addressId?: string | null;

  /** Checked field by field in the controller, so the messages stay the form's own. */
  @ApiProperty({ type: AddressFormDto })
  @IsDefined({ message: 'address is required' })
  @IsObject({ message: 'address must be an object' })
  address!: Record<string, unknown>;
}

export class SetDefaultAddressDto {
  @ApiProperty()
  @IsMongoId({ message: 'id must be an address id' })
  id!: string;
}
