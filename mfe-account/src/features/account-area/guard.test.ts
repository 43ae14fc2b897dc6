import { safeRedirect } from './guard';

describe('safeRedirect', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/my-account/order/INV-1?tab=2', '/my-account/order/INV-1?tab=2'],
    ['/product/eames-lounge#reviews', '/product/eames-lounge#reviews'],
    ['/', '/'],
  ])('keeps the shop path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'my-account'],
    ['a path with a tab', '/\t/evil.example'],
  ])('sends %s home', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
