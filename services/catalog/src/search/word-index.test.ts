import { WordIndex } from './word-index';

describe('WordIndex', () => {
  const index = new WordIndex();
  index.add('1', ['Egg Chair', 'Arne Jacobsen']);
  index.add('2', ['Eggplant Sofa', 'a deep, soft seat']);
  index.add('3', ['Swan Chair', '']);
  const found = (query: string) =>
    [...index.withEveryWord(query, (word) => word.length >= 3)].sort();

  it('finds the products that have every word, in any of their texts, whatever the case', () => {
    expect(found('CHAIR')).toEqual(['1', '3']);
    expect(found('chair jacobsen')).toEqual(['1']);
    expect(found('swan, jacobsen')).toEqual([]);
  });

  it('takes a word as the start of longer ones only when asked', () => {
    expect(found('egg')).toEqual(['1', '2']);
    expect(found('sof')).toEqual(['2']);
    expect(found('so')).toEqual([]);
    expect([...index.withEveryWord('egg', () => false)]).toEqual(['1']);
  });

  it('finds nothing for no words or an unknown one', () => {
    expect(found('  ')).toEqual([]);
    expect(found('chair zebra')).toEqual([]);
  });
});
