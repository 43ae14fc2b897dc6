import { Types } from 'mongoose';
import { catalogSeed, seedSnapshot } from '../../test/seed-snapshot';
import type { ProductRecord } from '../products';
import { byName, CatalogIndex } from './catalog-snapshot';

const slugsOf = (products: readonly ProductRecord[]) => products.map((product) => product.slug);

describe('CatalogIndex kept current product by product', () => {
  let index: CatalogIndex;
  beforeEach(async () => {
    index = await seedSnapshot();
  });

  it('builds lists ordered by name, per collection too', () => {
    const names = index.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(slugsOf(index.byCollection.get('seating') ?? [])).toEqual(
      slugsOf(index.products.filter((product) => product.collection_slugs.includes('seating'))),
    );
  });

  it('moves a renamed product to its new place everywhere, and search finds it by its new name', () => {
    const product = index.productBySlug.get('wire-coffee-table-mid-century-style') as ProductRecord;
    index.put({ ...product, name: 'Aardvark Table' });
    const ordered = (list: readonly ProductRecord[]) =>
      expect(slugsOf(list)).toEqual(slugsOf([...list].sort(byName)));
    ordered(index.products);
    ordered(index.byCollection.get(product.category) ?? []);
    expect(
      index.byCollection.get(product.category)?.find((item) => item.slug === product.slug)?.name,
    ).toBe('Aardvark Table');
    expect(index.products).toHaveLength(catalogSeed.productDocs().length);
    expect(index.search.search('aardvark').ids).toEqual([product._id.toString()]);
  });

  it('adds a new product and forgets a removed one (or one no longer sellable)', () => {
    const [first, second] = index.products;
    const added: ProductRecord = {
      ...first,
      _id: new Types.ObjectId(),
      slug: 'zebra-stool',
      name: 'Zebra Stool',
    };
    index.put(added);
    expect(index.productBySlug.get('zebra-stool')).toBe(added);
    expect(index.products.at(-1)).toBe(added);
    index.remove(first._id.toString());
    index.put({ ...second, variants: [] });
    expect(index.productById.has(first._id.toString())).toBe(false);
    expect(index.productBySlug.has(second.slug)).toBe(false);
    for (const slug of first.collection_slugs)
      expect(index.byCollection.get(slug)).not.toContain(first);
    expect(index.search.search(first.name).ids).not.toContain(first._id.toString());
  });
});
