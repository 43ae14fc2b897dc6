import { catalogSeed } from '../../test/seed-snapshot';
import type { ProductRecord } from './product.schema';
import { SharedStrings } from './shared-strings';

describe('SharedStrings', () => {
  it('leaves every product as it was, whatever texts the products before it had', () => {
    const shared = new SharedStrings();
    const products = catalogSeed.productDocs() as ProductRecord[];
    const before = products.map((product) => JSON.stringify(product));
    const after = products.map((product) => JSON.stringify(shared.share(product)));
    expect(after).toEqual(before);
  });
});
