import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

class RenderedDto {
  @ApiProperty({ description: 'Sanitized HTML' })
  rendered!: string;
}

class AvatarUrlsDto {
  @ApiProperty({ name: '96', example: '/media/blog/authors/mara-lindqvist.svg' })
  '96'!: string;
}

class AuthorDetailsDto {
  @ApiProperty({ example: 'Mara Lindqvist' })
  name!: string;

  @ApiProperty({ type: AvatarUrlsDto })
  avatar_urls!: AvatarUrlsDto;
}

class UagbImageDto {
  @ApiProperty({ description: '[url, width, height, resized]', type: 'array', items: {} })
  full!: [string, number, number, boolean];
}

/** A blog post with the WordPress REST field names the storefront reads. */
export class PostDto {
  @ApiProperty({ example: 1000 })
  id!: number;

  @ApiProperty({ example: 'what-makes-a-design-mid-century' })
  slug!: string;

  @ApiProperty({ example: '2023-01-12T09:00:00' })
  date!: string;

  @ApiProperty({ example: '2023-01-12T09:00:00' })
  date_gmt!: string;

  @ApiProperty({ type: RenderedDto })
  title!: RenderedDto;

  @ApiProperty({ type: RenderedDto })
  excerpt!: RenderedDto;

  @ApiProperty({ type: RenderedDto, description: 'Sanitized body HTML (h1-h3 headings kept)' })
  content!: RenderedDto;

  @ApiProperty({ example: '/media/blog/what-makes-a-design-mid-century.svg' })
  jetpack_featured_media_url!: string;

  @ApiProperty({ example: '/media/blog/what-makes-a-design-mid-century.svg' })
  featured_image_src!: string;

  @ApiProperty({ type: UagbImageDto })
  uagb_featured_image_src!: UagbImageDto;

  @ApiProperty({ type: [String], example: ['Design History'] })
  categories_name!: string[];

  @ApiProperty({ type: AuthorDetailsDto })
  author_details!: AuthorDetailsDto;
}

export class PostPageDto {
  @ApiProperty({ type: [PostDto] })
  posts!: PostDto[];

  @ApiProperty({ example: 4 })
  totalPages!: number;

  @ApiProperty({ example: 1 })
  currentPage!: number;
}

export class PostParamsDto {
  @ApiProperty({ example: 'what-makes-a-design-mid-century' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'slug must be lowercase words joined by hyphens',
  })
  slug!: string;
}

export class SitemapQueryDto {
  @ApiProperty({ required: false, default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  offset?: number;

  @ApiProperty({ required: false, default: 50, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'perPage must be a whole number' })
  @Min(1, { message: 'perPage must be between 1 and 100' })
  @Max(100, { message: 'perPage must be between 1 and 100' })
  perPage?: number;
}

class SitemapEntryDto {
  @ApiProperty({ example: '/what-makes-a-design-mid-century' })
  url!: string;

  @ApiProperty({ example: 'What Makes a Design Mid-Century?' })
  title!: string;
}

export class SitemapPageDto {
  @ApiProperty({ type: [SitemapEntryDto] })
  results!: SitemapEntryDto[];
}
