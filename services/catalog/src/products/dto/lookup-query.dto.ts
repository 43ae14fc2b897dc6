import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsMongoId } from 'class-validator';
import { toList } from '../../common';

export const MAX_LOOKUP_IDS = 100;

export class LookupQueryDto {
  @ApiProperty({
    type: String,
    description: `Comma-separated product ids, at most ${MAX_LOOKUP_IDS}`,
  })
  @Transform(toList)
  @IsArray()
  @ArrayNotEmpty({ message: 'ids must name at least one product id' })
  @ArrayMaxSize(MAX_LOOKUP_IDS, { message: `ids must name at most ${MAX_LOOKUP_IDS} product ids` })
  @IsMongoId({ each: true, message: 'each value in ids must be a product id' })
  ids!: string[];
}
