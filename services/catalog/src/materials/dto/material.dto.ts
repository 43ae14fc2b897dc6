import { ApiProperty } from '@nestjs/swagger';

export class SwatchDto {
  @ApiProperty({ example: 'Ivory' })
  name!: string;

  @ApiProperty({ example: '#F1EADD' })
  hex!: string;
}

export class MaterialDto {
  @ApiProperty({ example: 'boucle' })
  slug!: string;

  @ApiProperty({ example: 'Boucle' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [SwatchDto] })
  swatches!: SwatchDto[];
}

export class MaterialListDto {
  @ApiProperty({ type: [MaterialDto] })
  data!: MaterialDto[];
}
