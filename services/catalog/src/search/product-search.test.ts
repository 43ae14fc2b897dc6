import { seedSnapshot } from '../../test/seed-snapshot';
import type { CatalogIndex } from '../store/catalog-snapshot';
import { MiniSearchProductSearch } from './product-search';

describe('product search on the seed', () => {
  let snapshot: CatalogIndex;
  beforeAll(async () => {
    snapshot = await seedSnapshot();
  });
  const names = (query: string) =>
    snapshot.search.search(query).ids.map((id) => snapshot.productById.get(id)?.name);

  it("finds the Eames lounge chair first for 'eams lounge' (a typo in the designer)", () => {
    expect(names('eams lounge')[0]).toBe('Lounge Chair & Ottoman (Eames Style Replica)');
  });

  it("finds chairs for 'chiar' (letters swapped)", () => {
    const found = names('chiar');
    expect(found.length).toBeGreaterThan(20);
    expect(found.slice(0, 10).every((name) => /chair/i.test(name ?? ''))).toBe(true);
  });

  it('searches designers, collections, materials and descriptions too', () => {
    expect(names('jacobsen')).toEqual(
      expect.arrayContaining([
        'Egg Chair (Jacobsen Style Replica)',
        'Swan Chair (Jacobsen Style Replica)',
      ]),
    );
    expect(names('pendant lamps')).toContain('PH5 Pendant Lamp (Henningsen Style Replica)');
    expect(names('boucle').length).toBeGreaterThan(5);
    expect(names('washi')[0]).toBe('Paper Lantern Table Lamp (Noguchi Style Replica)');
  });

  it('ranks a name match above a description match', () => {
    expect(names('tulip')[0]).toMatch(/^Tulip/);
  });

  it('finds nothing for nothing', () => {
    expect(names('')).toEqual([]);
    expect(names('zzzzqqq')).toEqual([]);
  });

  it('suggests at most the limit, prefixes included', () => {
    const index = new MiniSearchProductSearch([
      {
        id: '1',
        name: 'Egg Chair',
        designer: 'Arne Jacobsen',
        collections: '',
        materials: '',
        description: '',
      },
      {
        id: '2',
        name: 'Eggplant Sofa',
        designer: '',
        collections: '',
        materials: '',
        description: '',
      },
      {
        id: '3',
        name: 'Swan Chair',
        designer: '',
        collections: '',
        materials: '',
        description: '',
      },
    ]);
    expect(index.suggest('eg', 6).ids).toEqual([]);
    expect(index.suggest('egg', 6).ids.sort()).toEqual(['1', '2']);
    expect(index.suggest('chair', 1).ids).toHaveLength(1);
  });
});
