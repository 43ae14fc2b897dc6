import { ApiProperty } from '@nestjs/swagger';
import { SessionUserDto } from '../../users/session-user.dto';

export class SessionUserListDto {
  @ApiProperty({ type: [SessionUserDto] })
  data!: SessionUserDto[];
}

export class LoginResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ type: SessionUserListDto })
  data!: SessionUserListDto;
}

export class LogoutResponseDto {
  @ApiProperty({ example: true })
  success!: boolean;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto, nullable: true })
  user!: SessionUserDto | null;
}
