import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ImageDto, PAY_PRICE, ProductCardDto, WAS_PRICE } from '../../products';

export class SearchQueryDto {
  @ApiPropertyOptional({ description: 'What the shopper typed', example: 'eams lounge' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  product: string = '';

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  page: number = 1;
}

export class SuggestQueryDto {
  @ApiProperty({ example: 'egg', description: 'The text typed so far' })
  @IsString()
  @MaxLength(100)
  q!: string;
}

export class SearchResultDto {
  @ApiProperty({
    type: [ProductCardDto],
    description: 'One page (12) of matches, best first, as cards',
  })
  products!: ProductCardDto[];

  @ApiProperty({ description: 'How many products matched' })
  productFound!: number;

  @ApiProperty()
  currentPage!: number;

  @ApiProperty()
  totalPages!: number;

  @ApiProperty()
  searchQuery!: string;
}

export class SuggestionDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ type: ImageDto, nullable: true })
  image!: ImageDto | null;

  @ApiProperty({ description: 'List price, USD' })
  price!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Sale price, USD, when on sale' })
  discount_price!: number | null;

  @ApiProperty({ description: 'Whether it is on sale' })
  is_discount!: boolean;

  @ApiProperty({ description: PAY_PRICE })
  pay_price!: number;

  @ApiProperty({ type: Number, nullable: true, description: WAS_PRICE })
  was_price!: number | null;
}

export class SuggestionsDto {
  @ApiProperty({ type: [SuggestionDto], description: 'Up to 6' })
  data!: SuggestionDto[];
}
