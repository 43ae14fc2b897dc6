import { ApiProperty } from '@nestjs/swagger';
import type { ProfileView } from '../profile.mapper';

export class ProfileDto implements ProfileView {
  @ApiProperty() user_id!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() is_opt_in!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The address a change was asked for, until the link mailed to it is opened',
  })
  pending_email!: string | null;
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
