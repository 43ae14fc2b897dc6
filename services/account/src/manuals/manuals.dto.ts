import { ApiProperty } from '@nestjs/swagger';
import type { ManualView } from './manuals.mapper';

export class ManualImageDto {
  @ApiProperty({ example: '/media/manuals/lounge-chair-care-and-assembly.svg' }) url!: string;
  @ApiProperty() alternativeText!: string;
  @ApiProperty({ example: 600 }) width!: number;
  @ApiProperty({ example: 800 }) height!: number;
}

export class ManualDto implements ManualView {
  @ApiProperty({ example: 'lounge-chair-care-and-assembly' }) slug!: string;
  @ApiProperty({ example: 'Lounge Chair & Ottoman: Care and Assembly' }) title!: string;
  @ApiProperty({
    example: '/media/manuals/lounge-chair-care-and-assembly.pdf',
    description: 'The PDF',
  })
  url!: string;
  @ApiProperty({ type: ManualImageDto, description: 'The cover' }) image!: ManualImageDto;
}

export class ManualListDto {
  @ApiProperty({ type: [ManualDto] })
  data!: ManualDto[];
}
