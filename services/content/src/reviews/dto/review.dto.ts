import { ApiProperty } from '@nestjs/swagger';

class ReviewDto {
  @ApiProperty({ example: 'r-001' }) id!: string;
  @ApiProperty({ example: 'Hannah K.' }) author!: string;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 }) rating!: number;
  @ApiProperty({ example: 'Better than I expected' }) title!: string;
  @ApiProperty({ description: 'Plain text' }) body!: string;
  @ApiProperty({ example: '2024-01-03T00:00:00.000Z' }) date!: string;
  @ApiProperty({ example: true }) verified!: boolean;
}

class StarDistributionDto {
  @ApiProperty({ name: '1' }) '1'!: number;
  @ApiProperty({ name: '2' }) '2'!: number;
  @ApiProperty({ name: '3' }) '3'!: number;
  @ApiProperty({ name: '4' }) '4'!: number;
  @ApiProperty({ name: '5' }) '5'!: number;
}

class ReviewSummaryDto {
  @ApiProperty({ example: 4.5, description: 'Rounded to one decimal; 0 without reviews' })
  average!: number;
  @ApiProperty({ example: 40 }) count!: number;
  @ApiProperty({
    type: StarDistributionDto,
    description: 'How many reviews gave each number of stars',
  })
  distribution!: StarDistributionDto;
}

export class ReviewPageDto {
  @ApiProperty({ type: ReviewSummaryDto }) summary!: ReviewSummaryDto;
  @ApiProperty({ type: [ReviewDto] }) reviews!: ReviewDto[];
  @ApiProperty({ example: 4 }) totalPages!: number;
  @ApiProperty({ example: 1 }) currentPage!: number;
}
