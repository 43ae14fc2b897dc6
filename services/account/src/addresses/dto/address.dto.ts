import { ApiProperty } from '@nestjs/swagger';
import type { AddressView } from '../address.mapper';

export class AddressDto implements AddressView {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Dana Miller' }) name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() street_address!: string;
  @ApiProperty() house_number!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() postal_code!: string;
  @ApiProperty() country!: string;
  @ApiProperty() phone_number!: string;
  @ApiProperty() notes!: string;
  @ApiProperty() is_default!: boolean;
}

export class AddressListDto {
  @ApiProperty({ type: [AddressDto], description: 'The default address first, then oldest first' })
  data!: AddressDto[];
}

export class AddressResponseDto {
  @ApiProperty({ type: AddressDto })
  data!: AddressDto;
}

export class SuccessDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}
