import { catalogSeed } from '../../test/seed-snapshot';
import { toProductRead } from './product-card';
import type { ProductRecord } from './product.schema';
import { SharedStrings } from './shared-strings';

describe('SharedStrings', () => {
  it('leaves every card as it was, whatever texts the cards before it had', () => {
    const shared = new SharedStrings();
    const products = catalogSeed.productDocs() as ProductRecord[];
    const before = products.map((product) => JSON.stringify(toProductRead(product, shared).card));
    const after = products.map((product) =>
      JSON.stringify(shared.card(toProductRead(product, new SharedStrings()).card)),
    );
    expect(after).toEqual(before);
  });

  it('keeps one copy of a list of texts that cards repeat', () => {
    const shared = new SharedStrings();
    const [product] = catalogSeed.productDocs() as ProductRecord[];
    const card = toProductRead(product, shared).card;
    const again = shared.card({ ...card, collection_slugs: [...card.collection_slugs] });
    expect(again.collection_slugs).toBe(card.collection_slugs);
  });
});
