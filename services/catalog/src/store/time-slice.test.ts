import { sortInSlices, TimeSlicer } from './time-slice';

describe('sortInSlices', () => {
  it('sorts like Array.prototype.sort, stably, across many runs and a ragged end', async () => {
    const items = Array.from({ length: 5000 }, (_, index) => ({ key: (index * 7919) % 97, index }));
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(await sortInSlices(items, compare)).toEqual([...items].sort(compare));
  });

  it('yields to the event loop when its slice is used up', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    const slowCompare = (a: number, b: number) => {
      const until = performance.now() + 0.01;
      while (performance.now() < until);
      return a - b;
    };
    await sortInSlices(
      Array.from({ length: 3000 }, (_, index) => 3000 - index),
      slowCompare,
      new TimeSlicer(2),
    );
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
  });
});
