import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class UpdateItemDto {
  @ApiProperty({ minimum: 1, maximum: 99, example: 2 })
  @IsInt({ message: 'quantity must be a whole number from 1 to 99' })
  @Min(1, { message: 'quantity must be a whole number from 1 to 99' })
  @Max(99, { message: 'quantity must be a whole number from 1 to 99' })
  quantity!: number;
}
