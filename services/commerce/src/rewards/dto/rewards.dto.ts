import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { VOUCHERS } from '../vouchers';

export class RedeemDto {
  @ApiProperty({ enum: VOUCHERS.map((v) => v.points), description: 'The voucher, by its points' })
  @IsIn(VOUCHERS.map((v) => v.points), { message: 'voucher must be one of 50, 100, 200, 300' })
  voucher!: number;
}

export class LedgerEntryDto {
  @ApiProperty() points!: number;
  @ApiProperty() reason!: string;
  @ApiProperty() created_at!: Date;
}

/** A voucher the club offers: points spent, dollars off, from a minimum order subtotal (USD). */
export class VoucherTermsDto {
  @ApiProperty() points!: number;
  @ApiProperty() amount_off!: number;
  @ApiProperty() min_spend!: number;
}

export class VoucherTermsListDto {
  @ApiProperty({ type: [VoucherTermsDto] }) data!: VoucherTermsDto[];
}

export class VoucherDto extends VoucherTermsDto {
  @ApiProperty() affordable!: boolean;
}

export class RewardsDto {
  @ApiProperty() balance!: number;
  @ApiProperty({ type: [LedgerEntryDto] }) ledger!: LedgerEntryDto[];
  @ApiProperty({ type: [VoucherDto] }) vouchers!: VoucherDto[];
}

export class RedeemedDto {
  @ApiProperty({ description: 'A one-use coupon code for checkout' }) code!: string;
  @ApiProperty() amount_off!: number;
  @ApiProperty() min_spend!: number;
}
