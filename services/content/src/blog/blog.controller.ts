import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { BlogService } from './blog.service';
import { PostDto, PostPageDto, PostParamsDto } from './dto/post.dto';
import { PageQueryDto } from '../common';
import { PublicCache } from '../common';

@ApiTags('content')
@Controller('content/posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @PublicCache()
  @ApiOkResponse({ type: PostPageDto, description: 'One page of posts, newest first' })
  @ApiBadRequestResponse({
    description: 'page is not a whole number of 1 or more, or unknown query parameters',
  })
  @ApiServiceUnavailableResponse({ description: 'The configured WordPress site cannot be reached' })
  list(@Query() query: PageQueryDto): Promise<PostPageDto> {
    return this.blog.page(query.page ?? 1);
  }

  @Get(':slug')
  @PublicCache()
  @ApiOkResponse({ type: PostDto })
  @ApiBadRequestResponse({ description: 'Malformed slug or unknown query parameters' })
  @ApiNotFoundResponse({ description: 'No post with that slug' })
  @ApiServiceUnavailableResponse({ description: 'The configured WordPress site cannot be reached' })
  bySlug(@Param() params: PostParamsDto, @Query() _query: NoQueryDto): Promise<PostDto> {
    return this.blog.bySlug(params.slug);
  }
}
