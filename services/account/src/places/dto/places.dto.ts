import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import type { PlaceSuggestion } from '../place-suggestion';

export class PlacesQueryDto {
  @ApiProperty({
    description: 'What the customer typed in the street field',
    example: '742 Elm St, Springf',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be 2 to 100 characters' })
  @Length(2, 100, { message: 'q must be 2 to 100 characters' })
  q!: string;
}

export class PlaceSuggestionDto implements PlaceSuggestion {
  @ApiProperty({ example: '742 Elm St, Springfield, IL 62701, United States' }) label!: string;
  @ApiProperty({ example: '742 Elm St' }) street!: string;
  @ApiProperty({ example: 'Springfield' }) city!: string;
  @ApiProperty({ example: 'IL', description: 'Short name' }) state!: string;
  @ApiProperty({ example: '62701' }) zip!: string;
  @ApiProperty({ example: 'United States', description: 'Long name' }) country!: string;
}

export class PlaceSuggestionsDto {
  @ApiProperty({ type: [PlaceSuggestionDto], description: 'At most 5' })
  data!: PlaceSuggestionDto[];
}
