import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

const CAROUSEL_NAMES = ['affiliates', 'ambassadors'] as const;

class ImageDto {
  @ApiProperty({ example: '/media/people/nina-at-home.svg' }) url!: string;
  @ApiProperty({ example: 400 }) width!: number;
  @ApiProperty({ example: 500 }) height!: number;
}

class CarouselEntryDto {
  @ApiProperty({ example: 'Nina Alvarez' }) name!: string;
  @ApiProperty({ example: '@nina.at.home' }) handle!: string;
  @ApiProperty({ type: ImageDto }) photo!: ImageDto;
}

export class CarouselDto {
  @ApiProperty({ enum: CAROUSEL_NAMES }) name!: string;
  @ApiProperty({ type: [CarouselEntryDto] }) entries!: CarouselEntryDto[];
}

class ProfessionalServiceDto {
  @ApiProperty({ example: 'Trade pricing' }) name!: string;
  @ApiProperty({ type: ImageDto }) icon!: ImageDto;
}

export class ProfessionalServicesDto {
  @ApiProperty({ type: [ProfessionalServiceDto] }) services!: ProfessionalServiceDto[];
}

export class CarouselParamsDto {
  @ApiProperty({ enum: CAROUSEL_NAMES })
  @IsIn(CAROUSEL_NAMES, { message: `name must be one of: ${CAROUSEL_NAMES.join(', ')}` })
  name!: (typeof CAROUSEL_NAMES)[number];
}
