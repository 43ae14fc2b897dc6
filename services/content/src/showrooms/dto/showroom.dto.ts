import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Matches } from 'class-validator';

class ShowroomAddressDto {
  @ApiProperty({ example: '42 Redchurch Street' }) street!: string;
  @ApiProperty({ example: 'London' }) city!: string;
  @ApiPropertyOptional({ example: 'CA', description: 'The state of a US address' }) state?: string;
  @ApiProperty({ example: 'E2 7DJ' }) postcode!: string;
  @ApiProperty({ example: 'United Kingdom' }) country!: string;
}

class OpeningHoursDto {
  @ApiProperty({ example: 'Monday - Friday' }) days!: string;
  @ApiProperty({ example: '10:00 - 19:00' }) time!: string;
}

class MapImageDto {
  @ApiProperty({ example: '/media/showrooms/sohnne-london.svg' }) url!: string;
  @ApiProperty({ example: 1200 }) width!: number;
  @ApiProperty({ example: 675 }) height!: number;
}

export class ShowroomDto {
  @ApiProperty({ example: 'sohnne-london' }) slug!: string;
  @ApiProperty({ example: 'Sohnne London' }) name!: string;
  @ApiProperty({ type: ShowroomAddressDto }) address!: ShowroomAddressDto;
  @ApiProperty({ type: [OpeningHoursDto] }) hours!: OpeningHoursDto[];
  @ApiProperty({ example: '+44 20 7946 0125' }) phone!: string;
  @ApiProperty({ type: MapImageDto }) map!: MapImageDto;
  @ApiProperty({
    description: 'Opens directions in a maps service (use target="_blank" rel="noopener")',
  })
  directionsUrl!: string;
}

export class ShowroomParamsDto {
  @ApiProperty({ example: 'sohnne-london' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'slug must be lowercase words joined by hyphens',
  })
  slug!: string;
}
