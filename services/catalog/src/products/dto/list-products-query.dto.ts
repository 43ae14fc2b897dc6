import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { SLUG_PATTERN, toBoolean } from '../../common/query';

export class ListProductsQueryDto {
  @ApiPropertyOptional({ description: 'Only products listed in this collection (slug)', example: 'lounge-chairs' })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: 'collection must be a collection slug' })
  collection?: string;

  @ApiPropertyOptional({ description: 'Only featured (true) or only other (false) products' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  featured?: boolean;

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
