import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { SLUG_PATTERN, toBoolean } from '../../common';

export class ListProductsQueryDto {
  @ApiPropertyOptional({
    description: 'Only products listed in this collection (slug)',
    example: 'lounge-chairs',
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: 'collection must be a collection slug' })
  collection?: string;

  @ApiPropertyOptional({ description: 'Only featured (true) or only other (false) products' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  featured?: boolean;

  @ApiPropertyOptional({
    description:
      "Products related to this one (same collections, it left out): 'You may also like'",
    example: 'egg-chair-jacobsen-style-replica',
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: 'related_to must be a product slug' })
  related_to?: string;

  @ApiPropertyOptional({
    description: "Only products with this badge, e.g. 'Best Seller'",
    example: 'Best Seller',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  badge?: string;

  @ApiPropertyOptional({
    description:
      "Only products whose default variant is on sale (true), e.g. the 'Premium Replicas' list",
  })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  on_sale?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 10_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page: number = 1;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100,
    default: 24,
    description: 'Page size: the limit for a fragment',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  perPage: number = 24;
}
