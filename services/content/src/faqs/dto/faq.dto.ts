import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const FAQ_GROUPS = ['help', 'customer-care', 'customer-care-popular', 'financing'] as const;

class FaqItemDto {
  @ApiProperty({ example: 'Can I cancel my order?' })
  question!: string;

  @ApiProperty({
    example: 'Yes, before it ships, with a 5% cancellation fee.',
    description: 'Plain text',
  })
  answers!: string;
}

class FaqTopicDto {
  @ApiProperty({ example: 'Cancellation Policy' })
  topic!: string;

  @ApiProperty({ type: [FaqItemDto] })
  items!: FaqItemDto[];
}

export class FaqGroupDto {
  @ApiProperty({ enum: FAQ_GROUPS })
  group!: string;

  @ApiProperty({ type: [FaqTopicDto] })
  topics!: FaqTopicDto[];
}

export class FaqParamsDto {
  @ApiProperty({ enum: FAQ_GROUPS })
  @IsIn(FAQ_GROUPS, { message: `group must be one of: ${FAQ_GROUPS.join(', ')}` })
  group!: (typeof FAQ_GROUPS)[number];
}
