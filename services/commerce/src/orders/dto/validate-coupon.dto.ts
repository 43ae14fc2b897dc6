import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ValidateCouponDto {
  @ApiProperty({ example: 'WELCOME35' })
  @IsString()
  @IsNotEmpty({ message: 'Coupon code is required' })
  @MaxLength(40)
  code!: string;
}

export class CouponValidDto {
  @ApiProperty() code!: string;
  @ApiProperty({ description: 'USD off the current cart' }) discount!: number;
  @ApiProperty() subtotal!: number;
}
