import { Types } from 'mongoose';
import { CatalogIndex, partKey, type PartDefinition, type StoredProduct } from './catalog-snapshot';

type Counted = { ids: Set<string>; saw: string[] };
const COUNTED = partKey<Counted>('counted');
const NEEDS_COUNTED = partKey<{ counted: number }>('needs-counted');

const counted: PartDefinition<Counted> = {
  key: COUNTED,
  async build({ products }) {
    const part: Counted & {
      put(product: StoredProduct): void;
      remove(old: StoredProduct['card']): void;
    } = {
      ids: new Set(products.map((product) => product.card.id)),
      saw: [],
      put(product) {
        this.ids.add(product.card.id);
        this.saw.push('put');
      },
      remove(old) {
        this.ids.delete(old.id);
        this.saw.push('remove');
      },
    };
    return part;
  },
};
const needsCounted: PartDefinition<{ counted: number }> = {
  key: NEEDS_COUNTED,
  needs: [COUNTED],
  build: async ({ part }) => ({ counted: part(COUNTED).ids.size }),
};

describe('CatalogIndex', () => {
  const product = () => ({ card: { id: new Types.ObjectId().toString() } });
  const products = [product(), product()];

  it('builds each part after the parts it needs, whatever order they were registered in', async () => {
    const index = await CatalogIndex.build(products, [needsCounted, counted], '1');
    expect(index.part(NEEDS_COUNTED).counted).toBe(2);
  });

  it('hands every product written or deleted to the parts that keep current', async () => {
    const index = await CatalogIndex.build(products, [counted], '1');
    const added = product();
    index.put(added);
    index.remove(products[0].card.id);
    index.remove(new Types.ObjectId().toString());
    expect([...index.part(COUNTED).ids]).toEqual([products[1], added].map(({ card }) => card.id));
    expect(index.part(COUNTED).saw).toEqual(['put', 'remove']);
  });

  it('refuses a part that needs one not registered, or one that needs it back', async () => {
    await expect(CatalogIndex.build(products, [needsCounted], '1')).rejects.toThrow(
      'needs counted, not registered',
    );
    const loop: PartDefinition<Counted> = { ...counted, needs: [NEEDS_COUNTED] };
    await expect(CatalogIndex.build(products, [loop, needsCounted], '1')).rejects.toThrow(
      'need each other',
    );
  });

  it('refuses to give a part one it did not say it needs', async () => {
    const sneaky: PartDefinition<{ counted: number }> = { ...needsCounted, needs: [] };
    await expect(CatalogIndex.build(products, [counted, sneaky], '1')).rejects.toThrow(
      'does not need counted',
    );
  });
});
