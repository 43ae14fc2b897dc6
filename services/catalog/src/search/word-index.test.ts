import { editDistance, WordIndex } from './word-index';

describe('WordIndex', () => {
  const index = new WordIndex([4, 1]);
  index.add('1', ['Egg Chair', 'Arne Jacobsen']);
  index.add('2', ['Eggplant Sofa', 'a deep, soft seat']);
  index.add('3', ['Swan Chair', '']);
  index.add('4', ['Side Table', 'pairs with the swan chair']);
  const found = (query: string) => index.rank(query, { prefix: (word) => word.length >= 3 }).ids;

  it('finds the products that have every word, in any of their texts, whatever the case', () => {
    expect(found('CHAIR').sort()).toEqual(['1', '3', '4']);
    expect(found('chair jacobsen')).toEqual(['1']);
    expect(found('swan, jacobsen')).toEqual([]);
  });

  it('takes a word as the start of longer ones only when asked', () => {
    expect(found('egg').sort()).toEqual(['1', '2']);
    expect(found('sof')).toEqual(['2']);
    expect(found('so')).toEqual([]);
    expect(index.rank('egg', { prefix: () => false }).ids).toEqual(['1']);
  });

  it('ranks a word in a weightier field, and a whole word, first', () => {
    expect(found('swan')).toEqual(['3', '4']);
    expect(found('egg')).toEqual(['1', '2']);
  });

  it('forgets a removed product, and finds a product again by its new texts', () => {
    const changing = new WordIndex([1]);
    changing.add('1', ['Oak Stool']);
    changing.add('2', ['Oak Bench']);
    changing.remove('2');
    expect(changing.rank('oak', { prefix: () => false }).ids).toEqual(['1']);
    changing.add('1', ['Walnut Stool']);
    expect(changing.rank('oak', { prefix: () => false }).ids).toEqual([]);
    expect(changing.rank('walnut', { prefix: () => false }).ids).toEqual(['1']);
  });

  it('allows typos and any word only when asked', () => {
    expect(found('swn')).toEqual([]);
    expect(index.rank('swn', { prefix: () => false, typos: () => 1 }).ids).toEqual(['3', '4']);
    expect(index.rank('swan zebra', { prefix: () => false, anyWord: true }).ids).toEqual([
      '3',
      '4',
    ]);
  });

  it('measures edits between words, up to a bound', () => {
    expect(editDistance('chair', 'chair', 2)).toBe(0);
    expect(editDistance('chiar', 'chair', 2)).toBe(2);
    expect(editDistance('seat', 'seats', 1)).toBe(1);
    expect(editDistance('lamp', 'sofa', 2)).toBe(3);
  });

  it('keeps the best ones when given a limit, and counts them all', () => {
    const all = index.rank('chair', { prefix: () => false });
    expect(all.total).toBe(3);
    expect(index.rank('chair', { prefix: () => false }, 2)).toEqual({
      ids: all.ids.slice(0, 2),
      total: 3,
    });
  });

  it('answers a query the same whatever was asked before (its scratch space is left clean)', () => {
    const fresh = () => {
      const alone = new WordIndex([4, 1]);
      alone.add('1', ['Egg Chair', 'Arne Jacobsen']);
      alone.add('2', ['Eggplant Sofa', 'a deep, soft seat']);
      alone.add('3', ['Swan Chair', '']);
      alone.add('4', ['Side Table', 'pairs with the swan chair']);
      return alone;
    };
    const queries: Array<[string, Parameters<WordIndex['rank']>[1]]> = [
      ['chair', { prefix: () => true }],
      ['swan egg', { prefix: () => true, anyWord: true }],
      ['swn chiar', { prefix: () => false, typos: () => 2 }],
      ['chair swan', { prefix: () => true }],
    ];
    for (const [query, options] of [...queries, ...queries.reverse()])
      expect(index.rank(query, options)).toEqual(fresh().rank(query, options));
  });

  it('finds nothing for no words or an unknown one', () => {
    expect(found('  ')).toEqual([]);
    expect(found('chair zebra')).toEqual([]);
  });
});
