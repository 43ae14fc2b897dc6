import { countOf } from './countOf';

test('one star, other counts stars', () => {
  expect([0, 1, 2, 5].map((n) => countOf(n, 'star'))).toEqual([
    '0 stars',
    '1 star',
    '2 stars',
    '5 stars',
  ]);
  expect(countOf(10_400, 'review')).toBe('10,400 reviews');
});
