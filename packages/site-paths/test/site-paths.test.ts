import { collectionPath, postPath, productPath } from '../src';

describe('productPath', () => {
  it('puts the slug under /product', () => {
    expect(productPath('eames-lounge-chair')).toBe('/product/eames-lounge-chair');
  });

  it('encodes a slug so it stays one segment', () => {
    expect(productPath('a/b c?d#e')).toBe('/product/a%2Fb%20c%3Fd%23e');
  });
});

describe('collectionPath', () => {
  it('keeps the slashes between the slug path’s segments', () => {
    expect(collectionPath('living-room/sofas')).toBe('/collections/living-room/sofas');
  });

  it('encodes each segment and drops empty ones', () => {
    expect(collectionPath('/designer furniture//é/')).toBe(
      '/collections/designer%20furniture/%C3%A9',
    );
  });
});

describe('postPath', () => {
  it('puts the slug at the root, encoded', () => {
    expect(postPath('what-makes-a-design-mid-century')).toBe('/what-makes-a-design-mid-century');
    expect(postPath('a/b')).toBe('/a%2Fb');
  });
});
