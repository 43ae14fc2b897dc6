import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** Catalog ids are sent to the catalog as a comma-separated list, so only id-safe characters are allowed. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export class AddItemDto {
  @ApiProperty({ example: '66f0c0ffee0000000000a001' })
  @IsString({ message: 'productId must be a string' })
  @Matches(ID_PATTERN, { message: 'productId must be a product id' })
  productId!: string;

  @ApiPropertyOptional({ description: 'Variant id; the first (default) variant when left out' })
  @IsOptional()
  @IsString({ message: 'variantId must be a string' })
  @Matches(ID_PATTERN, { message: 'variantId must be a variant id' })
  variantId?: string;

  @ApiProperty({ minimum: 1, maximum: 99, example: 1 })
  @IsInt({ message: 'quantity must be a whole number from 1 to 99' })
  @Min(1, { message: 'quantity must be a whole number from 1 to 99' })
  @Max(99, { message: 'quantity must be a whole number from 1 to 99' })
  quantity!: number;
}
