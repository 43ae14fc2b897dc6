import { ApiProperty } from '@nestjs/swagger';
import { HomeCarousel, HomeHero } from '../home.schema';

export class HomeDto {
  @ApiProperty({ type: HomeHero })
  hero!: HomeHero;

  @ApiProperty({ type: HomeCarousel })
  carousel!: HomeCarousel;
}
