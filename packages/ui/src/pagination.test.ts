import { pageWindow } from './pagination';

describe('pageWindow', () => {
  test.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 7, [1, 2, 3, 'gap', 7]],
    [4, 7, [1, 'gap', 3, 4, 5, 'gap', 7]],
    [7, 7, [1, 'gap', 5, 6, 7]],
    [1, 50, [1, 2, 3, 'gap', 50]],
    [25, 50, [1, 'gap', 24, 25, 26, 'gap', 50]],
    [50, 50, [1, 'gap', 48, 49, 50]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  test('no pages, and a page out of range is clamped', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(-3, 4)).toEqual([1, 2, 3, 4]);
  });

  test('a window of five without ends', () => {
    expect(pageWindow(6, 12, 5, false)).toEqual([4, 5, 6, 7, 8]);
  });
});
