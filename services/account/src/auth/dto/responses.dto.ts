import { ApiProperty } from '@nestjs/swagger';
import { SessionUserDto } from '../../users';

export class SessionUserListDto {
  @ApiProperty({ type: [SessionUserDto] })
  data!: SessionUserDto[];
}

export class LoginResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ type: SessionUserListDto })
  data!: SessionUserListDto;
}

export class LogoutResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto, nullable: true })
  user!: SessionUserDto | null;
}
