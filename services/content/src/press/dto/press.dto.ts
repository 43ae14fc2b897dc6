import { ApiProperty } from '@nestjs/swagger';

class PressQuoteDto {
  @ApiProperty({ example: 'The Design Ledger' }) outlet!: string;
  @ApiProperty({
    example: 'Sohnne makes the icons of the fifties feel at home in a city apartment.',
  })
  quote!: string;
}

class PressContactDto {
  @ApiProperty({ example: 'Media enquiries' }) label!: string;
  @ApiProperty({ example: 'press@sohnne.test' }) email!: string;
}

class PressContactsDto {
  @ApiProperty({ type: PressContactDto }) media!: PressContactDto;
  @ApiProperty({ type: PressContactDto }) partnerships!: PressContactDto;
}

export class PressDto {
  @ApiProperty({ type: [PressQuoteDto] }) quotes!: PressQuoteDto[];
  @ApiProperty({ type: PressContactsDto }) contacts!: PressContactsDto;
}
