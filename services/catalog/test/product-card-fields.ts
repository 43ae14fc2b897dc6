/** What a product card carries (listing, search, a designer's designs, "You may also like"), sorted. */
export const CARD_FIELDS = [
  'badge_text',
  'designer',
  'id',
  'image',
  'name',
  'pay_price',
  'slug',
  'variant_id',
  'was_price',
];
