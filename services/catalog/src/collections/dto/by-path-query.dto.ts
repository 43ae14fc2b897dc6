import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { SLUG_PATH_PATTERN } from '../../common';

export class ByPathQueryDto {
  @ApiProperty({
    description: 'Collection slugs from the top level down, joined by "/"',
    example: 'living-room/sofas',
  })
  @IsString()
  @Matches(SLUG_PATH_PATTERN, { message: 'path must be 1 to 3 collection slugs joined by "/"' })
  path!: string;
}
