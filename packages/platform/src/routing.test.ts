import { matchPattern, matchRoute, ownerOf } from './routing';

describe('route matching', () => {
  it('matches static segments, parameters and a final splat; nothing else', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/about-us', '/About-Us')).toEqual({});
    expect(matchPattern('/designer/:slug', '/designer/charles-eames')).toEqual({
      slug: 'charles-eames',
    });
    expect(matchPattern('/designer/:slug', '/designer')).toBeNull();
    expect(matchPattern('/designer/:slug', '/designer/a/b')).toBeNull();
    expect(matchPattern('/collections/*', '/collections/seating/lounge-chairs')).toEqual({
      '*': 'seating/lounge-chairs',
    });
    expect(matchPattern('/collections/*', '/collections')).toBeNull();
    expect(matchPattern('/:slug', '/caf%C3%A9-culture')).toEqual({ slug: 'café-culture' });
    expect(matchPattern('/:slug', '/%E0%A4%A')).toBeNull();
  });

  it('takes a last-resort route only when nothing else matches, in any MFE', () => {
    const table = {
      content: [
        { path: '/', title: 'Home' },
        { path: '/:slug', title: 'Post', fallback: true },
      ],
      catalog: [{ path: '/collections', title: 'Collections' }],
    };
    expect(ownerOf(table, '/collections')?.mfe).toBe('catalog');
    expect(ownerOf(table, '/collections/')?.mfe).toBe('catalog');
    expect(ownerOf(table, '/a-post')).toMatchObject({
      mfe: 'content',
      match: { params: { slug: 'a-post' } },
    });
    expect(ownerOf(table, '/a/b')).toBeNull();
    expect(matchRoute(table.content, '/')?.route.title).toBe('Home');
  });
});
