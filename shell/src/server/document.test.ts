import { PAGE_DATA_ID, type PageData } from '@sohnne/platform';
import {
  documentEnd,
  documentRoot,
  documentStart,
  pageData,
  parseTemplate,
  renderHead,
} from './document';

const DATA: PageData = {
  manifest: { mfes: {} },
  session: null,
  cart: { count: 0, subtotal: 0, coupon: null },
  wishlist: [],
  currency: 'USD',
  rates: {},
  a11y: false,
  notFound: false,
  regions: {},
};

describe('server-rendered head and document', () => {
  it('escapes every head value: a product name with quotes, tags and </script> cannot break out', () => {
    const name = 'Lounge "Chair" </script><script>alert(1)</script> & <b>';
    const head = renderHead(
      {
        title: name,
        description: `Buy ${name}`,
        canonical: '/product/lounge?x="1"',
        og: { image: '/media/p.svg' },
        jsonLd: [{ '@type': 'Product', name }],
      },
      'https://shop.example',
    );
    expect(head).toContain(
      '<title>Lounge &quot;Chair&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; | Sohnne</title>',
    );
    expect(head).toContain('content="Buy Lounge &quot;Chair&quot; &lt;/script&gt;');
    expect(head).toContain(
      '<link rel="canonical" href="https://shop.example/product/lounge?x=&quot;1&quot;"',
    );
    expect(head).toContain('<meta property="og:image" content="https://shop.example/media/p.svg"');
    // The JSON-LD keeps the name, with nothing that closes its element.
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(head)![1];
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd).name).toBe(name);
    expect(head.match(/<script/g)).toHaveLength(1);
  });

  it("makes the page's own paths absolute on the configured origin: canonical, Open Graph and JSON-LD URLs", () => {
    const head = renderHead(
      {
        title: 'Lounge',
        canonical: '/product/lounge',
        og: { url: '/product/lounge', image: '/media/p.svg' },
        jsonLd: [
          {
            '@type': 'Product',
            name: '/not a url',
            url: '/product/lounge',
            image: ['/media/p.svg'],
            offers: [{ url: '/product/lounge?variant=v1' }],
          },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [{ item: '/collections', name: 'Collections' }],
          },
          {
            '@type': 'Organization',
            url: 'https://elsewhere.example/',
            sameAs: ['//cdn.example/x'],
          },
        ],
      },
      'https://shop.example',
    );
    expect(head).toContain('<link rel="canonical" href="https://shop.example/product/lounge"');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/product/lounge"');
    const [product, crumbs, organization] = [
      ...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]));
    expect(product).toMatchObject({
      name: '/not a url',
      url: 'https://shop.example/product/lounge',
      image: ['https://shop.example/media/p.svg'],
      offers: [{ url: 'https://shop.example/product/lounge?variant=v1' }],
    });
    expect(crumbs.itemListElement[0].item).toBe('https://shop.example/collections');
    expect(organization).toMatchObject({
      url: 'https://elsewhere.example/',
      sameAs: ['//cdn.example/x'],
    });
  });

  it('cuts the built index.html where the page goes: head tags first, then styles and body, then a JSON data block', () => {
    const template = parseTemplate(
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Default</title><meta name=description content="Default"><script defer src=/main.js></script></head><body><noscript>JS</noscript><div id=root></div></body></html>',
    );
    const start = documentStart(template, {
      head: { title: 'About Us', description: 'Who we are' },
      origin: 'http://localhost:8080',
      a11y: true,
    });
    // Everything the browser needs before the body: the scripts start loading while the page renders.
    expect(start).toBe(
      '<!doctype html><html lang=en data-a11y="on"><head><meta charset=utf-8><script defer src=/main.js></script><title>About Us | Sohnne</title><meta name="description" content="Who we are" data-page-head>' +
        '<meta property="og:title" content="About Us | Sohnne" data-page-head><meta property="og:description" content="Who we are" data-page-head></head><body><noscript>JS</noscript>',
    );
    const data = {
      ...DATA,
      session: { user_id: 'u1', name: '</script><script>x() $& $1</script>', email: 'a@b.c' },
    };
    const html =
      start +
      documentRoot('<style data-styled="active">.a{}</style>', '<header>Sohnne</header>') +
      documentEnd(template, data);
    expect(html).toContain(
      '<noscript>JS</noscript><style data-styled="active">.a{}</style><div id="root"><header>Sohnne</header></div>',
    );
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script></body></html>$`,
    ).exec(html)![1];
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block).session.name).toBe('</script><script>x() $& $1</script>');
    expect(
      documentStart(template, { head: {}, origin: 'http://localhost:8080', a11y: false }),
    ).toContain('<html lang=en><head>');
    const preload = ['/mfe/catalog/1.0.0/remoteEntry.js'];
    expect(
      documentStart(template, { head: {}, origin: 'http://localhost:8080', a11y: false, preload }),
    ).toContain(
      '<script defer src=/main.js></script><link rel="preload" as="script" href="/mfe/catalog/1.0.0/remoteEntry.js"><title>',
    );
  });

  it('refuses a template without a root element', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(
      "The shell's index.html has no",
    );
  });
});

describe("the page's data for the browser", () => {
  it('names the versions and browser entries it mounts, never a server entry; the shopper as rendered', () => {
    const data = pageData({
      manifest: {
        mfes: {
          catalog: {
            version: '1.2.0',
            entry: '/mfe/catalog/1.2.0/remoteEntry.js',
            serverEntry: 'catalog/1.2.0/server/remoteEntry.js',
            routes: [{ path: '/collections/*', title: 'Collection' }],
          },
        },
      },
      shopper: {
        session: null,
        cart: { count: 1, subtotal: 20, coupon: null },
        cartUnavailable: false,
        wishlist: [],
        rates: { USD: 1, EUR: 0.9 },
      },
      request: { currency: 'EUR', a11y: true },
      notFound: false,
      flash: null,
      regions: { catalog: { state: { x: 1 } } },
    });
    expect(data).toEqual({
      ...DATA,
      manifest: {
        mfes: {
          catalog: {
            version: '1.2.0',
            entry: '/mfe/catalog/1.2.0/remoteEntry.js',
            routes: [{ path: '/collections/*', title: 'Collection' }],
          },
        },
      },
      cart: { count: 1, subtotal: 20, coupon: null },
      cartUnavailable: false,
      currency: 'EUR',
      rates: { USD: 1, EUR: 0.9 },
      a11y: true,
      regions: { catalog: { state: { x: 1 } } },
    });
  });
});
