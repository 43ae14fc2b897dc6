import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogClient,
  type CatalogCollection,
  type CatalogDesigner,
} from '@sohnne/catalog-client';
import { POST_SOURCE, type PostSource } from '../blog';
import type { SiteCollectionDto, SiteMapDto, SitePageDto } from './dto/sitemap.dto';
import { SiteSources, type ManifestRoute } from './site-sources';
import { collectionPath, postPath, productPath } from '@sohnne/site-paths';

/** Robots may not crawl these (shoppers' own pages and results that change per visit). */
const DISALLOWED = ['/my-account', '/cart', '/checkout', '/thankyou', '/search'];

/** How long a gathered sitemap is reused; a partial one (a source was down) only briefly. */
const FRESH_MS = 60_000;
const PARTIAL_MS = 5_000;
const POSTS_PER_READ = 100;

interface SiteData {
  /** What sitemap.xml lists: public pages for robots. */
  pages: SitePageDto[];
  /** What the /sitemap page lists. */
  listed: SitePageDto[];
  collections: SiteCollectionDto[];
  products: { name: string; slug: string }[];
  designers: Pick<CatalogDesigner, 'name' | 'slug'>[];
  posts: { slug: string; date: Date }[];
  /** When this was gathered: the lastmod of entries without a date of their own. */
  builtAt: Date;
}

const isStatic = (path: string) =>
  !path.split('/').some((segment) => segment.startsWith(':') || segment === '*');
const isDisallowed = (path: string) =>
  DISALLOWED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The public pages among the routes: fixed paths, not per-customer, not robots-disallowed; one entry a path. */
function publicPages(routes: ManifestRoute[]): SitePageDto[] {
  const seen = new Map<string, SitePageDto>();
  for (const route of routes) {
    const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
    if (route.fallback || route.personal || !isStatic(path) || isDisallowed(path) || seen.has(path))
      continue;
    seen.set(path, { path, title: path === '/' ? 'Home' : route.title });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * First path segments the /sitemap page leaves out of its supporting pages (the spec's list); everything
 * else with a fixed path is listed, a shopper's own pages too (/cart, /track-my-order).
 */
const NOT_LISTED = [
  'app',
  'api',
  'dynamic',
  'my-account',
  '404',
  'checkout',
  'sitemap',
  'thankyou',
  'ambassador-program',
  'collections',
  'search',
];

/**
 * The /sitemap page's supporting pages: one entry a page. A title names one page, so paths sharing it are
 * the same page at two addresses (/help and /help-faqs): the shortest is listed.
 */
function listedPages(routes: ManifestRoute[]): SitePageDto[] {
  const byTitle = new Map<string, SitePageDto>();
  for (const route of routes) {
    const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
    const segment = path.split('/')[1]?.toLowerCase() ?? '';
    if (route.fallback || !isStatic(path) || NOT_LISTED.includes(segment)) continue;
    const title = path === '/' ? 'Home' : route.title;
    const listed = byTitle.get(title);
    if (!listed || path.length < listed.path.length) byTitle.set(title, { path, title });
  }
  return [...byTitle.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The collection tree as page links, at most three levels deep. */
function collectionLinks(nodes: CatalogCollection[], depth = 1): SiteCollectionDto[] {
  return nodes.map((node) => ({
    name: node.name,
    path: collectionPath(node.slug_path),
    children: depth < 3 ? collectionLinks(node.children ?? [], depth + 1) : [],
  }));
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const day = (date: Date) => date.toISOString().slice(0, 10);

@Injectable()
export class SeoService {
  private cached: { data: SiteData; until: number } | null = null;
  private pending: Promise<SiteData> | null = null;

  constructor(
    private readonly sources: SiteSources,
    private readonly catalog: CatalogClient,
    @Inject(POST_SOURCE) private readonly posts: PostSource,
  ) {}

  /** Everything the sitemaps list, gathered at most once a minute (concurrent requests share one gathering). */
  async data(): Promise<SiteData> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.data;
    this.pending ??= this.gather().finally(() => (this.pending = null));
    return this.pending;
  }

  private async allPosts(): Promise<{ slug: string; date: Date }[]> {
    const all: { slug: string; date: Date }[] = [];
    for (let offset = 0; ; offset += POSTS_PER_READ) {
      const { posts, total } = await this.posts.list(offset, POSTS_PER_READ);
      all.push(...posts.map(({ slug, date }) => ({ slug, date: new Date(date) })));
      if (posts.length < POSTS_PER_READ || all.length >= total) return all;
    }
  }

  private async gather(): Promise<SiteData> {
    const [routes, collections, products, designers, posts] = await Promise.all([
      this.sources.orElse('manifest', () => this.sources.routes(), []),
      this.sources.orElse('collections', () => this.catalog.collectionTree(), []),
      this.sources.orElse('products', () => this.catalog.allProducts(), []),
      this.sources.orElse('designers', () => this.catalog.allDesigners(), []),
      this.allPosts(),
    ]);
    const data: SiteData = {
      pages: publicPages(routes.value),
      listed: listedPages(routes.value),
      collections: collectionLinks(collections.value),
      products: products.value
        .map(({ name, slug }) => ({ name, slug }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      designers: designers.value.map(({ name, slug }) => ({ name, slug })),
      posts,
      builtAt: new Date(),
    };
    const complete = [routes, collections, products, designers].every((part) => part.ok);
    this.cached = { data, until: Date.now() + (complete ? FRESH_MS : PARTIAL_MS) };
    return data;
  }

  /** What the /sitemap page shows besides the blog. */
  async siteMap(): Promise<SiteMapDto> {
    const { listed, collections, products } = await this.data();
    return {
      pages: listed,
      collections,
      products: products.map(({ name, slug }) => ({ name, path: productPath(slug) })),
    };
  }

  /** sitemap.xml (sitemaps.org 0.9): every public page, collection, product, designer and post, with lastmod. */
  async sitemapXml(origin: string): Promise<string> {
    const data = await this.data();
    const built = day(data.builtAt);
    const entries: { path: string; lastmod: string }[] = [];
    const add = (path: string, lastmod = built) => entries.push({ path, lastmod });
    data.pages.forEach((page) => add(page.path));
    const walk = (nodes: SiteCollectionDto[]) =>
      nodes.forEach((node) => {
        add(node.path);
        walk(node.children);
      });
    walk(data.collections);
    data.products.forEach((product) => add(productPath(product.slug)));
    data.designers.forEach((designer) => {
      add(`/designer/${designer.slug}`);
      add(collectionPath(`designer-furniture/${designer.slug}`));
    });
    data.posts.forEach((post) => add(postPath(post.slug), day(post.date)));
    const seen = new Set<string>();
    const urls = entries
      .filter(({ path }) => !seen.has(path) && !!seen.add(path))
      .map(
        ({ path, lastmod }) =>
          `  <url>\n    <loc>${escapeXml(new URL(path, origin).toString())}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
      );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robotsTxt(origin: string): string {
    return [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
      '',
    ].join('\n');
  }
}
