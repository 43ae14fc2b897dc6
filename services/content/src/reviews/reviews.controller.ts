import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReviewListQueryDto, ReviewPageDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

@ApiTags('content')
@Controller('content/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOkResponse({
    type: ReviewPageDto,
    description: 'The star summary and one page of reviews, newest first',
  })
  @ApiBadRequestResponse({
    description: 'page is not a whole number of 1 or more, or unknown query parameters',
  })
  list(@Query() query: ReviewListQueryDto): Promise<ReviewPageDto> {
    return this.reviews.page(query.page ?? 1);
  }
}
