import { ApiProperty } from '@nestjs/swagger';

export class RatesMapDto {
  @ApiProperty({ example: 1 }) USD!: number;
  @ApiProperty({ example: 0.92 }) EUR!: number;
  @ApiProperty({ example: 0.79 }) GBP!: number;
}

export class RatesDto {
  @ApiProperty({ enum: ['USD'] }) base!: 'USD';
  @ApiProperty({ type: RatesMapDto, description: 'Units of each currency per 1 USD' })
  rates!: RatesMapDto;
}
