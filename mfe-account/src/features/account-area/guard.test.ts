import { safeRedirect } from './guard';

describe('safeRedirect', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/my-account/order/INV-1?tab=2', '/my-account/order/INV-1?tab=2'],
    ['/product/eames-lounge#reviews', '/product/eames-lounge#reviews'],
    ['/', '/'],
    // Normalised, still on the shop: the path as the browser would show it.
    ['/collections/../my-account', '/my-account'],
    ['/./my-account', '/my-account'],
    // Encoded slashes stay encoded: one path segment, never a host.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5cevil.example', '/%5cevil.example'],
    // Look-alike slashes are characters of a path, percent-encoded by the parser.
    ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ])('keeps the shop path %j as %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  // Each of these, navigated to from the shop, leaves its origin (or runs script) in some browser.
  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['an absolute URL', 'https://evil.example/steal'],
    ['an http: URL without slashes', 'http:evil.example'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['a dot segment before the slashes', '/.//evil.example'],
    ['a dot-dot segment before the slashes', '/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded dot-dot segment', '/%2e%2e//evil.example'],
    ['the probe’s redirect', decodeURIComponent('%2F.%2F%2F127.0.0.1%3A3005%2F')],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '/\\\\evil.example'],
    ['a backslash after a dot segment', '/./\\evil.example'],
    ['a leading backslash', '\\\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a carriage return inside the slashes', '/\r/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['an encoded scheme', '%6a%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['a relative path', 'my-account'],
    ['a host with credentials', '//shop.invalid@evil.example'],
    ['look-alike slashes without a leading slash', '\uff0f\uff0fevil.example'],
  ])('sends %s home', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
