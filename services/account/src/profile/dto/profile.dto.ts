import { ApiProperty } from '@nestjs/swagger';
import type { ProfileView } from '../profile.mapper';

export class ProfileDto implements ProfileView {
  @ApiProperty() user_id!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() is_opt_in!: boolean;
}

export class ProfileDataDto {
  @ApiProperty({ type: ProfileDto })
  data!: ProfileDto;
}

/** The spec reads the saved profile from `data.data`. */
export class ProfileResponseDto {
  @ApiProperty({ type: ProfileDataDto })
  data!: ProfileDataDto;
}
