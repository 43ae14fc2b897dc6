import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsMongoId, IsString, Max, Min, ValidateIf } from 'class-validator';

/** Product and variant ids are the catalog service's ObjectIds (its lookup rejects anything else). */
export class AddItemDto {
  @ApiProperty({ example: '66f0c0ffee0000000000a001' })
  @IsString({ message: 'productId must be a string' })
  @IsMongoId({ message: 'productId must be a product id' })
  productId!: string;

  @ApiPropertyOptional({
    example: '66f0c0ffee0000000000b001',
    description: 'Variant id; the first (default) variant when left out',
  })
  // Left out means the default variant; null is not 'left out' (the contract says string).
  @ValidateIf((_dto, value) => value !== undefined)
  @IsString({ message: 'variantId must be a string' })
  @IsMongoId({ message: 'variantId must be a variant id' })
  variantId?: string;

  @ApiProperty({ minimum: 1, maximum: 99, example: 1 })
  @IsInt({ message: 'quantity must be a whole number from 1 to 99' })
  @Min(1, { message: 'quantity must be a whole number from 1 to 99' })
  @Max(99, { message: 'quantity must be a whole number from 1 to 99' })
  quantity!: number;
}
