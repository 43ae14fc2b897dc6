import type { Platform } from '@sohnne/platform';
import { createFakePlatform } from '@sohnne/web-testing';
import { loginFor, requireCustomer, safeRedirect } from './guard';

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

describe('requireCustomer', () => {
  const context = (platform: Platform, pathname: string, search = '') => ({ platform, pathname, query: new URLSearchParams(search) });

  it('lets a signed-in customer through', () => {
    const platform = createFakePlatform({ user: { user_id: 'u1', name: 'Ada', email: 'ada@example.com' } });
    expect(requireCustomer(context(platform, '/my-account'))).toBeNull();
  });

  it('sends a visitor to the login page with the page he asked for', () => {
    expect(requireCustomer(context(createFakePlatform(), '/my-account/order', 'page=2'))).toEqual({
      redirect: '/login?redirect=%2Fmy-account%2Forder%3Fpage%3D2',
    });
    expect(loginFor('/my-account')).toBe('/login?redirect=%2Fmy-account');
  });
});
