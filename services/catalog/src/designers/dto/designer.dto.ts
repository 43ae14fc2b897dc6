import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ImageDto, PageMetaDto, ProductCardDto } from '../../products';

export class DesignersQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 10_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 24 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  perPage: number = 24;
}

export class DesignerListItemDto {
  @ApiProperty({ example: 'jacobsen' })
  slug!: string;

  @ApiProperty({ example: 'Arne Jacobsen' })
  name!: string;

  @ApiProperty({ example: 'Denmark', description: "'United States' when not recorded" })
  country!: string;

  @ApiProperty({ type: ImageDto })
  avatar!: ImageDto;
}

export class DesignerResultsDto extends PageMetaDto {
  @ApiProperty({ type: [DesignerListItemDto] })
  data!: DesignerListItemDto[];
}

export class DesignerPageDataDto {
  @ApiProperty({ type: DesignerResultsDto })
  results!: DesignerResultsDto;
}

/** `data.results.data`, the shape the designer page's infinite scroll reads. */
export class DesignerPageDto {
  @ApiProperty({ type: DesignerPageDataDto })
  data!: DesignerPageDataDto;
}

export class DesignerDto {
  @ApiProperty()
  slug!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null when not recorded' })
  country!: string | null;

  @ApiProperty({ type: ImageDto })
  avatar!: ImageDto;

  @ApiProperty({ description: 'Sanitized HTML (paragraphs, emphasis, links, lists)' })
  biography!: string;

  @ApiProperty()
  meta_title!: string;

  @ApiProperty()
  meta_description!: string;

  @ApiProperty({
    type: [ProductCardDto],
    description:
      "Up to 4 of the designer's products as cards (a 'Sale' when was_price is not null)",
  })
  products!: ProductCardDto[];

  @ApiProperty({ description: 'How many products the designer collection has' })
  product_count!: number;

  @ApiProperty({ example: '/collections/designer-furniture/jacobsen', description: "'View All'" })
  collection_path!: string;
}
