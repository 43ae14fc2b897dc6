import type { CatalogProduct, CatalogVariant } from '../catalog-client';
import { findVariant, mergeLines, priceCart, StoredLine, variantLabel } from './cart.pricing';
import { cartLines, packLine } from './cart.schema';

const image = (url: string) => ({ url, alternativeText: url, width: 800, height: 600 });

const variant = (id: string, overrides: Partial<CatalogVariant> = {}): CatalogVariant => ({
  id,
  type: 'Color',
  value: id,
  pay_price: 100,
  was_price: null,
  price: 100,
  discount_price: null,
  is_discount: false,
  gallery: [],
  ...overrides,
});

const product = (id: string, variants: CatalogVariant[]): CatalogProduct => ({
  id,
  slug: `${id}-slug`,
  name: `Product ${id}`,
  image: image(`/media/${id}.webp`),
  variants,
});

const line = (
  id: string,
  product_id: string,
  variant_id: string,
  quantity: number,
): StoredLine => ({
  id,
  product_id,
  variant_id,
  quantity,
});

describe('findVariant', () => {
  const chair = product('p1', [variant('walnut'), variant('oak')]);

  it('finds the named variant, or the first one when none is named', () => {
    expect(findVariant(chair, 'oak')?.id).toBe('oak');
    expect(findVariant(chair)?.id).toBe('walnut');
    expect(findVariant(chair, null)?.id).toBe('walnut');
  });

  it('returns undefined for an unknown variant or a product without variants', () => {
    expect(findVariant(chair, 'teak')).toBeUndefined();
    expect(findVariant(product('p2', []))).toBeUndefined();
  });
});

describe('variantLabel', () => {
  it("reads 'Type: value'", () => {
    expect(variantLabel(variant('v', { type: 'Color', value: 'Walnut' }))).toBe('Color: Walnut');
    expect(variantLabel(variant('v', { type: '', value: 'One size' }))).toBe('One size');
  });

  it("joins an order line's chosen variants, each read the same way", () => {
    const chosen = [
      { type: 'Color', value: 'Walnut' },
      { type: '', value: 'One size' },
    ];
    expect(variantLabel(...chosen)).toBe('Color: Walnut, One size');
  });
});

describe('priceCart', () => {
  it('computes line totals, subtotal and count in whole cents', () => {
    const products = new Map([
      [
        'p1',
        product('p1', [
          variant('a', { pay_price: 0.1 }),
          variant('b', { pay_price: 14.35, was_price: 19.99 }),
        ]),
      ],
      ['p2', product('p2', [variant('c', { pay_price: 0.7 })])],
    ]);
    const cart = priceCart(
      [line('l1', 'p1', 'a', 3), line('l2', 'p1', 'b', 3), line('l3', 'p2', 'c', 7)],
      products,
    );
    // 0.1*3 and 0.7*7 are 0.30000000000000004 and 4.8999999999999995 in floating point.
    expect(cart.lines.map((l) => l.lineTotal)).toEqual([0.3, 43.05, 4.9]);
    expect(cart.subtotal).toBe(48.25);
    expect(cart.count).toBe(13);
  });

  it("charges the catalogue's pay_price and decides no sale itself", () => {
    const onSale = variant('a', {
      price: 1299,
      discount_price: 999,
      is_discount: true,
      pay_price: 1100,
    });
    const cart = priceCart([line('l1', 'p1', 'a', 1)], new Map([['p1', product('p1', [onSale])]]));
    expect(cart.lines[0].unitPrice).toBe(1100);
    expect(cart.subtotal).toBe(1100);
  });

  it('describes each line from the catalog', () => {
    const products = new Map([
      [
        'p1',
        product('p1', [
          variant('a', {
            type: 'Leather',
            value: 'Black',
            gallery: [image('/media/a1.webp'), image('/media/a2.webp')],
          }),
          variant('b'),
        ]),
      ],
    ]);
    const cart = priceCart([line('l1', 'p1', 'a', 2), line('l2', 'p1', 'b', 1)], products);
    expect(cart.lines[0]).toEqual({
      id: 'l1',
      productId: 'p1',
      variantId: 'a',
      slug: 'p1-slug',
      name: 'Product p1',
      variantLabel: 'Leather: Black',
      image: image('/media/a1.webp'),
      unitPrice: 100,
      quantity: 2,
      lineTotal: 200,
    });
    // No gallery on the variant: the product's image.
    expect(cart.lines[1].image).toEqual(image('/media/p1.webp'));
  });

  it('leaves out lines whose product or variant left the catalog', () => {
    const products = new Map([['p1', product('p1', [variant('a')])]]);
    const cart = priceCart(
      [line('l1', 'p1', 'gone', 1), line('l2', 'p9', 'a', 1), line('l3', 'p1', 'a', 1)],
      products,
    );
    expect(cart.lines.map((l) => l.id)).toEqual(['l3']);
    expect(cart).toMatchObject({ count: 1, subtotal: 100 });
  });

  it('is an empty cart for no lines', () => {
    expect(priceCart([], new Map())).toEqual({ lines: [], count: 0, subtotal: 0 });
  });
});

describe('mergeLines', () => {
  it('sums quantities of the same product and variant, capped at 99, and appends new ones', () => {
    const into = [line('l1', 'p1', 'a', 60), line('l2', 'p2', 'c', 1)];
    const merged = mergeLines(into, [
      line('x1', 'p1', 'a', 50),
      line('x2', 'p1', 'b', 2),
      line('x3', 'p2', 'c', 4),
    ]);
    expect(merged).toEqual([
      line('l1', 'p1', 'a', 99),
      line('l2', 'p2', 'c', 5),
      line('x2', 'p1', 'b', 2),
    ]);
    expect(into[0].quantity).toBe(60);
  });
});

describe('cartLines', () => {
  const lines: StoredLine[] = [
    { id: 'aB3_-x9Qk2Lm', product_id: 'c'.repeat(24), variant_id: 'd'.repeat(24), quantity: 99 },
    { id: 'zz', product_id: 'e'.repeat(24), variant_id: 'f'.repeat(24), quantity: 1 },
  ];

  it('reads back the packed lines as they were written', () => {
    expect(cartLines({ packed_lines: lines.map(packLine) })).toEqual(lines);
  });

  it('reads a cart written before packed lines from its sub-document lines', () => {
    expect(cartLines({ lines })).toEqual(lines);
    expect(cartLines({})).toEqual([]);
  });
});
