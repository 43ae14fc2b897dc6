import type { CatalogImage, CatalogProduct, CatalogVariant } from '../catalog-client';

export const MAX_QUANTITY = 99;

export interface StoredLine {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
}

export interface PricedLine {
  id: string;
  productId: string;
  variantId: string;
  slug: string;
  name: string;
  variantLabel: string;
  image: CatalogImage | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface PricedCart {
  lines: PricedLine[];
  count: number;
  subtotal: number;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** The named variant, or the first (default) one when no id is given. */
export function findVariant(
  product: CatalogProduct,
  variantId?: string | null,
): CatalogVariant | undefined {
  return variantId
    ? product.variants.find((variant) => variant.id === variantId)
    : product.variants[0];
}

/**
 * How the chosen variant reads (cart line, summary column, order pages): "Color: Olive Wool", the value
 * alone when the variant has no type; several, comma-separated.
 */
export function variantLabel(...variants: Pick<CatalogVariant, 'type' | 'value'>[]): string {
  return variants.map(({ type, value }) => (type ? `${type}: ${value}` : value)).join(', ');
}

/** Adds quantities of equal product+variant, never above MAX_QUANTITY. Returns new lines, `into` unchanged. */
export function mergeLines(into: StoredLine[], add: StoredLine[]): StoredLine[] {
  const merged = into.map((line) => ({ ...line }));
  for (const line of add) {
    const same = merged.find(
      (l) => l.product_id === line.product_id && l.variant_id === line.variant_id,
    );
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else merged.push({ ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) });
  }
  return merged;
}

/**
 * The one place commerce prices a cart: stored lines with the catalogue's current pay_price. Lines whose product or variant is no longer in the
 * catalog are left out (they cannot be bought). Totals are summed in whole cents so they never drift.
 */
export function priceCart(lines: StoredLine[], products: Map<string, CatalogProduct>): PricedCart {
  const priced: PricedLine[] = [];
  let subtotalCents = 0;
  let count = 0;
  for (const line of lines) {
    const product = products.get(line.product_id);
    const variant = product && findVariant(product, line.variant_id);
    if (!product || !variant) continue;
    // The catalogue decides what the shopper pays; commerce only multiplies and sums, in cents.
    const unit = toCents(variant.pay_price) / 100;
    const lineCents = toCents(unit) * line.quantity;
    subtotalCents += lineCents;
    count += line.quantity;
    priced.push({
      id: line.id,
      productId: product.id,
      variantId: variant.id,
      slug: product.slug,
      name: product.name,
      variantLabel: variantLabel(variant),
      image: variant.gallery?.[0] ?? product.image ?? null,
      unitPrice: unit,
      quantity: line.quantity,
      lineTotal: lineCents / 100,
    });
  }
  return { lines: priced, count, subtotal: subtotalCents / 100 };
}
