import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Types } from 'mongoose';
import { ListProductsQueryDto } from './dto/list-products-query.dto';
import { LookupQueryDto } from './dto/lookup-query.dto';
import { PRODUCTS } from './product-lists';
import { pageMeta, toProductCardDto, toProductDto } from './product.mapper';
import { seedSnapshot } from '../../test/seed-snapshot';
import type { ProductRecord } from './product.schema';
import { toProductRead, type ProductCard } from './product-card';
import { SharedStrings } from './shared-strings';
import { mostRelated, relatedTo } from './products.service';
import { CARD_FIELDS } from '../../test/product-card-fields';

const image = (n: number) => ({
  url: `/media/products/chair-${n}.svg`,
  alternativeText: `Chair ${n}`,
  width: 800,
  height: 1000,
});

const record: ProductRecord = {
  _id: new Types.ObjectId(),
  slug: 'chair',
  name: 'Chair (Style Replica)',
  designer: 'Someone',
  designer_slug: 'someone',
  category: 'dining-chairs',
  materials: ['oak'],
  material_labels: ['Oak'],
  colors: ['green'],
  express_shipping: true,
  delivery_note: 'Soon.',
  dimensions: 'W 50 cm',
  description: 'A chair.',
  badge_text: null,
  featured: true,
  collection_slugs: ['dining-chairs', 'dining'],
  image_list: [image(1), image(2)],
  variants: [
    {
      _id: new Types.ObjectId(),
      type: 'Color',
      value: 'Olive',
      price: 200,
      discount_price: 150,
      is_discount: true,
      gallery: [image(1)],
    },
    {
      _id: new Types.ObjectId(),
      type: 'Color',
      value: 'Teak',
      price: 220,
      discount_price: 999,
      is_discount: false,
      gallery: [image(2)],
    },
  ],
};

describe('toProductDto', () => {
  const dto = toProductDto(record);

  it('prices the product by its first variant', () => {
    expect(dto).toMatchObject({
      price: 200,
      discount_price: 150,
      is_discount: true,
      pay_price: 150,
      was_price: 200,
      image: image(1),
    });
    expect(dto).toMatchObject({
      designer_ref: { name: 'Someone', slug: 'someone' },
      category: 'dining-chairs',
      express_shipping: true,
    });
  });

  it("names the default variant as the one 'Add to cart' adds", () => {
    expect(dto.variant_id).toBe(record.variants[0]._id.toString());
  });

  it('exposes ids as strings and hides a sale price that is not active', () => {
    expect(dto.id).toBe(record._id.toString());
    expect(dto.variants[1]).toMatchObject({
      id: record.variants[1]._id.toString(),
      discount_price: null,
      is_discount: false,
      pay_price: 220,
      was_price: null,
    });
    expect(Object.keys(dto.variants[0]).sort()).toEqual([
      'discount_price',
      'gallery',
      'id',
      'is_discount',
      'pay_price',
      'price',
      'type',
      'value',
      'was_price',
    ]);
  });
});

describe('pageMeta', () => {
  it('counts pages, rounding up', () => {
    expect(pageMeta(1, 24, 59)).toEqual({ page: 1, perPage: 24, total: 59, totalPages: 3 });
    expect(pageMeta(1, 24, 48).totalPages).toBe(2);
    expect(pageMeta(1, 24, 0).totalPages).toBe(0);
  });
});

describe('query DTOs', () => {
  const errorsOf = async <T extends object>(type: new () => T, query: Record<string, unknown>) =>
    (await validate(plainToInstance(type, query))).map((error) => error.property);

  it('turns query text into numbers and booleans, with defaults', async () => {
    const query = plainToInstance(ListProductsQueryDto, { featured: 'true', page: '2' });
    expect(query).toMatchObject({ featured: true, page: 2, perPage: 24 });
    expect(await validate(query)).toEqual([]);
  });

  it('rejects out-of-range paging and non-boolean flags', async () => {
    expect(
      await errorsOf(ListProductsQueryDto, { page: '0', perPage: '101', featured: 'yes' }),
    ).toEqual(expect.arrayContaining(['page', 'perPage', 'featured']));
    expect(await errorsOf(ListProductsQueryDto, { perPage: '1.5' })).toEqual(['perPage']);
  });

  it('splits comma-separated ids and caps them at 100', async () => {
    const id = () => new Types.ObjectId().toString();
    expect(plainToInstance(LookupQueryDto, { ids: ` ${id()},${id()} ,` }).ids).toHaveLength(2);
    expect(
      await errorsOf(LookupQueryDto, { ids: Array.from({ length: 101 }, id).join(',') }),
    ).toEqual(['ids']);
    expect(await errorsOf(LookupQueryDto, { ids: 'not-an-id' })).toEqual(['ids']);
    expect(await errorsOf(LookupQueryDto, { ids: '' })).toEqual(['ids']);
  });
});

describe('relatedTo with a limit', () => {
  it('keeps, for every product of the seed, the first of the whole list ranked (stopping early or not)', async () => {
    const lists = (await seedSnapshot()).part(PRODUCTS);
    const slugs = (list: ProductCard[]) => list.map((item) => item.slug);
    for (const product of lists.products)
      expect(slugs(relatedTo(product, lists.products, 4))).toEqual(
        slugs(relatedTo(product, lists.products).slice(0, 4)),
      );
  });
});

describe('mostRelated', () => {
  it('gives, for every product of the seed, what a look at the whole catalogue gives', async () => {
    const lists = (await seedSnapshot()).part(PRODUCTS);
    for (const product of lists.products) {
      const slugs = (list: ProductCard[]) => list.map((item) => item.slug);
      expect([product.slug, ...slugs(mostRelated(product, lists))]).toEqual([
        product.slug,
        ...slugs(relatedTo(product, lists.products, 4)),
      ]);
    }
  });
});

/** The card the catalogue keeps of `product`. */
const cardOf = (product: ProductRecord) => toProductRead(product, new SharedStrings()).card;

describe('toProductCardDto', () => {
  it("is the product's own values of the fields a card shows, and nothing else", () => {
    const card = toProductCardDto(cardOf(record));
    const product = toProductDto(record);
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    expect(card).toEqual(
      Object.fromEntries(
        CARD_FIELDS.map((field) => [field, product[field as keyof typeof product]]),
      ),
    );
  });

  it("shows the default variant's price and first picture when the product has no picture of its own", () => {
    const teakFirst: ProductRecord = {
      ...record,
      image_list: [],
      variants: [record.variants[1], record.variants[0]],
    };
    expect(toProductCardDto(cardOf(teakFirst))).toMatchObject({
      image: image(2),
      pay_price: 220,
      was_price: null,
      variant_id: record.variants[1]._id.toString(),
    });
  });
});
