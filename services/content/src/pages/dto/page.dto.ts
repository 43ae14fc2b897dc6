import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class PageDto {
  @ApiProperty({ example: 'about-us' })
  slug!: string;

  @ApiProperty({ example: 'About Us' })
  title!: string;

  @ApiProperty({ description: 'Sanitized HTML body (headings h2-h4, paragraphs, lists, links)' })
  html!: string;
}

export class PageParamsDto {
  @ApiProperty({ example: 'about-us' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'slug must be lowercase words joined by hyphens',
  })
  slug!: string;
}
