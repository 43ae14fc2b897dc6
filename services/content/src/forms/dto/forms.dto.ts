import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const CONTACT_TOPICS = [
  'Order status',
  'Delivery',
  'Returns & Refunds',
  'Product question',
  'Warranty',
  'Trade & Professionals',
  'Other',
] as const;
const NEWSLETTER_SOURCES = ['blog', 'footer', 'home', 'professionals'] as const;

export class NewsletterSignupDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ required: false, example: 'Ada' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @Length(1, 80, { message: 'name must be 1 to 80 characters' })
  name?: string;

  @ApiProperty({ required: false, enum: NEWSLETTER_SOURCES, default: 'blog' })
  @IsOptional()
  @IsIn(NEWSLETTER_SOURCES, { message: `source must be one of: ${NEWSLETTER_SOURCES.join(', ')}` })
  source?: (typeof NEWSLETTER_SOURCES)[number];
}

export class NewsletterResultDto {
  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ example: true })
  subscribed!: boolean;
}

export class ContactMessageDto {
  @ApiProperty({ example: 'Ada Wren' })
  @Transform(trim)
  @IsString({ message: 'Please enter your name' })
  @Length(1, 80, { message: 'Please enter your name (up to 80 characters)' })
  name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ enum: CONTACT_TOPICS })
  @IsIn(CONTACT_TOPICS, { message: `topic must be one of: ${CONTACT_TOPICS.join(', ')}` })
  topic!: (typeof CONTACT_TOPICS)[number];

  @ApiProperty({ example: 'When will my sofa arrive?' })
  @Transform(trim)
  @IsString({ message: 'Please enter a message' })
  @Length(10, 5000, { message: 'Please enter a message of 10 to 5000 characters' })
  message!: string;
}

export class ContactResultDto {
  @ApiProperty({ example: true })
  received!: boolean;
}

export class PrivacyChoiceDto {
  @ApiProperty({ description: 'true: do not sell or share my personal information' })
  @IsBoolean({ message: 'optOut must be true or false' })
  optOut!: boolean;

  @ApiProperty({
    required: false,
    description: 'To apply the choice to an account or past orders as well',
  })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email?: string;
}

export class PrivacyChoiceStateDto {
  @ApiProperty({ example: false })
  optOut!: boolean;
}

export class ContactChannelsDto {
  @ApiProperty({
    example: 'https://wa.me/15550132025',
    description: 'A WhatsApp chat with the configured number',
  })
  whatsapp!: string;

  @ApiProperty({
    example: 'sms:+15550132025',
    description: 'A text message to the configured number',
  })
  sms!: string;

  @ApiProperty({ example: '+15550132025', description: 'The number as it is shown' })
  number!: string;
}
