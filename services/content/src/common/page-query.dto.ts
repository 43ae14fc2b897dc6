import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=n` of a paged list (posts, reviews). */
export class PageQueryDto {
  @ApiProperty({ required: false, default: 1, minimum: 1, maximum: 10_000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  // a huge page number would overflow the database's skip: a 500, not a 400
  @Max(10_000, { message: 'page must be 10000 or less' })
  page?: number;
}
