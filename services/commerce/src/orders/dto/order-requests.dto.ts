import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CancelOrderDto {
  @ApiProperty({ description: 'The invoice id' })
  @IsString()
  @IsNotEmpty({ message: 'transactionId is required' })
  @MaxLength(40)
  transactionId!: string;

  @ApiProperty({ enum: ['Canceled'] })
  @IsIn(['Canceled'], { message: "status must be 'Canceled'" })
  status!: 'Canceled';
}

export class TrackOrderDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Order number is required' })
  @MaxLength(40)
  invoice_id!: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Invalid email address' })
  email!: string;
}
