import { countryName } from '../src';

test('a code, a long name or another spelling is written as the one long name', () => {
  expect(
    ['US', 'us', 'USA', 'United States', ' united states of america '].map(countryName),
  ).toEqual(Array(5).fill('United States'));
  expect(countryName('gb')).toBe('United Kingdom');
  expect(countryName('UK')).toBe('United Kingdom');
  expect(countryName('DE')).toBe('Germany');
});

test('a country the table does not know is written as given, trimmed', () => {
  expect(countryName(' Narnia ')).toBe('Narnia');
});
