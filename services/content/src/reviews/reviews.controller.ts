import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReviewPageDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';
import { PageQueryDto } from '../common';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({
    type: ReviewPageDto,
    description: 'The star summary and one page of reviews, newest first',
  })
  @ApiBadRequestResponse({
    description: 'page is not a whole number of 1 or more, or unknown query parameters',
  })
  list(@Query() query: PageQueryDto): Promise<ReviewPageDto> {
    return this.reviews.page(query.page ?? 1);
  }
}
