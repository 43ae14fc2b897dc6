import { ApiProperty } from '@nestjs/swagger';
import { SessionUser } from './user.schema';

/** OpenAPI shape of SessionUser. */
export class SessionUserDto implements SessionUser {
  @ApiProperty({ example: '66f1c0ffee0000000000d0d0' })
  user_id!: string;

  @ApiProperty({ example: 'Dana Miller' })
  name!: string;

  @ApiProperty({ example: 'demo@sohnne.test' })
  email!: string;
}
