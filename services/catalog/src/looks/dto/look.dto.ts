import { ApiProperty } from '@nestjs/swagger';
import { ImageDto, PAY_PRICE, WAS_PRICE } from '../../products/dto/product.dto';

export class HotspotDto {
  @ApiProperty({ example: 22, description: 'Percent from the left' })
  x!: number;

  @ApiProperty({ example: 62, description: 'Percent from the top' })
  y!: number;

  @ApiProperty()
  productName!: string;

  @ApiProperty({ description: 'What it sells for, USD (the sale price when discounted)' })
  productPrice!: number;

  @ApiProperty({ description: 'List price, USD (struck through when on sale)' })
  productListPrice!: number;

  @ApiProperty({ description: 'Whether it is on sale' })
  productIsDiscount!: boolean;

  @ApiProperty({ description: PAY_PRICE })
  pay_price!: number;

  @ApiProperty({ type: Number, nullable: true, description: WAS_PRICE })
  was_price!: number | null;

  @ApiProperty({ type: ImageDto, nullable: true })
  productImage!: ImageDto | null;

  @ApiProperty({ example: '/product/egg-chair-jacobsen-style-replica' })
  productLink!: string;

  @ApiProperty()
  productId!: string;
}

export class LookDto {
  @ApiProperty({ example: 'living-room' })
  slug!: string;

  @ApiProperty({ example: 'Living Room' })
  name!: string;

  @ApiProperty({ type: ImageDto })
  image!: ImageDto;

  @ApiProperty({ type: [HotspotDto] })
  hotspots!: HotspotDto[];
}

export class LookListDto {
  @ApiProperty({
    type: [LookDto],
    description: 'Living room first (the default tab), then dining room, bedroom, office',
  })
  data!: LookDto[];
}
