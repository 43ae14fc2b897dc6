import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES } from '../order.schema';

export class QuoteLineDto {
  @ApiProperty() id!: string;
  @ApiProperty() productId!: string;
  @ApiProperty() variantId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() variantLabel!: string;
  @ApiProperty() price!: number;
  @ApiProperty() quantity!: number;
  @ApiProperty() lineTotal!: number;
}

export class QuoteResponseDto {
  @ApiProperty({ type: [QuoteLineDto] }) lines!: QuoteLineDto[];
  @ApiProperty() subtotal!: number;
  @ApiProperty() discount!: number;
  @ApiPropertyOptional({ description: 'The applied coupon code' }) coupon_code?: string;
  @ApiPropertyOptional({ description: 'Why the coupon does not apply' }) coupon_message?: string;
  @ApiProperty({ description: 'Percent' }) tax_rate!: number;
  @ApiProperty() tax!: number;
  @ApiProperty({ example: 0 }) shipping!: number;
  @ApiProperty({ example: 'Free premium shipping, estimated 2-5 business days' })
  shipping_label!: string;
  @ApiProperty({ description: 'Σ price × quantity − discount (the spec’s total; charged in USD)' })
  total!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class CheckoutResponseDto {
  @ApiProperty() invoice_id!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty() total!: number;
  @ApiPropertyOptional({ description: 'Stripe: confirm in the browser when the bank asks for it' })
  client_secret?: string;
}

export class DeclinedResponseDto {
  @ApiProperty({ example: 402 }) statusCode!: number;
  @ApiProperty({ example: 'Your card was declined. Please use another card.' }) message!: string;
  @ApiProperty() invoice_id!: string;
  @ApiProperty({ example: 'DECLINED' }) status!: string;
}

export class OrderRowDto {
  @ApiProperty() invoice_id!: string;
  @ApiProperty() created_at!: Date;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ description: 'The first item’s name, with how many more' }) item!: string;
  @ApiProperty() total!: number;
}

export class OrderListDto {
  @ApiProperty({ type: [OrderRowDto] }) data!: OrderRowDto[];
}

export class DetailAddressDto {
  @ApiProperty() street_address!: string;
  @ApiProperty() house_number!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() postal_code!: string;
  @ApiProperty({ example: 'US', description: 'ISO code' }) country!: string;
  @ApiProperty() phone_number!: string;
}

/** The order's money, computed once when the order was written and stored; the same on every line. */
export class OrderTotalsDto {
  @ApiProperty({ description: 'Σ price × quantity (USD)' }) subtotal!: number;
  @ApiProperty({ description: 'The coupon discount (USD)' }) discount!: number;
  @ApiProperty({ description: 'tax_rate × (subtotal − discount), rounded down (USD)' })
  tax!: number;
  @ApiProperty({ example: 'Free premium shipping, estimated 2-5 business days' })
  shipping_label!: string;
  @ApiProperty({ description: 'subtotal − discount (USD; shipping is free)' }) total!: number;
}

export class OrderDetailLineDto {
  @ApiProperty() id!: string;
  @ApiProperty() invoice_id!: string;
  @ApiProperty() created_at!: Date;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ description: 'What the shopper paid for one (USD)' }) price!: number;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'price × quantity, stored when the order was placed (USD)' })
  line_total!: number;
  @ApiProperty() coupon_value!: number;
  @ApiProperty({ description: 'Product name' }) product!: string;
  @ApiProperty({ example: 'Leather: Black' }) variant_combination!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() user_email!: string;
  @ApiProperty({ type: [DetailAddressDto] }) address!: DetailAddressDto[];
  @ApiProperty({ type: OrderTotalsDto }) totals!: OrderTotalsDto;
}

export class OrderDetailDto {
  @ApiProperty({ type: [OrderDetailLineDto] }) data!: OrderDetailLineDto[];
}

export class InvoiceImageDto {
  @ApiProperty() url!: string;
  @ApiProperty() alternativeText!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class InvoiceVariantDto {
  @ApiProperty() id!: string;
  @ApiProperty() type!: string;
  @ApiProperty() value!: string;
  @ApiProperty() price!: number;
  @ApiProperty({ nullable: true, type: Number }) discount_price!: number | null;
  @ApiProperty() is_discount!: boolean;
  @ApiProperty({ type: [InvoiceImageDto] }) gallery!: InvoiceImageDto[];
}

export class ProductVariantDto {
  @ApiProperty() id!: string;
  @ApiProperty() type!: string;
  @ApiProperty() value!: string;
  @ApiProperty() price!: number;
}

export class InvoiceProductAttributesDto {
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: [InvoiceVariantDto] }) variants!: InvoiceVariantDto[];
  @ApiProperty({ type: [ProductVariantDto] }) product_variants!: ProductVariantDto[];
}

export class InvoiceProductDataDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: InvoiceProductAttributesDto }) attributes!: InvoiceProductAttributesDto;
}

export class InvoiceProductDto {
  @ApiProperty({ type: InvoiceProductDataDto }) data!: InvoiceProductDataDto;
}

export class InvoiceAddressDto {
  @ApiProperty() phone_number!: string;
  @ApiProperty() street_address!: string;
  @ApiProperty() house_number!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() postal_code!: string;
  @ApiProperty() country!: string;
}

export class InvoiceLineDto {
  @ApiProperty() invoice_id!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() user_email!: string;
  @ApiProperty({ description: 'What the shopper paid for one (USD)' }) price!: number;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'price × quantity, stored when the order was placed (USD)' })
  line_total!: number;
  @ApiProperty() coupon_value!: number;
  @ApiProperty({ description: 'Percent' }) tax_rate!: number;
  @ApiProperty({ type: [InvoiceAddressDto] }) address!: InvoiceAddressDto[];
  @ApiProperty({ type: InvoiceProductDto }) product!: InvoiceProductDto;
  @ApiProperty({ type: OrderTotalsDto }) totals!: OrderTotalsDto;
}

export class StatusChangeDto {
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty() at!: Date;
  @ApiProperty() note!: string;
}

export class TrackingDto {
  @ApiProperty() invoice_id!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty() created_at!: Date;
  @ApiProperty({ type: [StatusChangeDto] }) history!: StatusChangeDto[];
}

export class UtmStoredDto {
  @ApiProperty() invoice_id!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) utm!: Record<
    string,
    string
  >;
}

export class CheckoutSettingsDto {
  @ApiProperty({ enum: ['test', 'stripe'], description: 'The payment provider in use' })
  payment_provider!: string;
  @ApiProperty({ description: 'True when cards are charged by the test provider (no money moves)' })
  test_mode!: boolean;
  @ApiProperty({ type: [String], description: 'Test mode: a card number that is accepted' })
  accepted_test_cards!: string[];
  @ApiProperty({ type: [String], description: 'Test mode: a card number that is declined' })
  declined_test_cards!: string[];
  @ApiProperty({
    example: 'http://localhost:3005',
    description: 'The order-tracking page framed by /track-my-order',
  })
  tracking_url!: string;
}
