import { formatTitle, type Head } from '@sohnne/platform';

/**
 * The head tags a page sets (besides <title>), marked so the next page replaces them. The shell server writes
 * the same tags into the HTML (server/document.ts) with the same mark.
 */
export const HEAD_ATTRIBUTE = 'data-page-head';

/** JSON-LD properties whose values are URLs (schema.org's url, item, image, logo, sameAs, @id). */
const JSON_LD_URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'sameAs', '@id']);

/** A JSON-LD value with the shop's own paths ('/product/x') made absolute on the origin. */
function absoluteJsonLd(
  value: unknown,
  absolute: (url: string) => string,
  urlValued = false,
): unknown {
  if (typeof value === 'string')
    return urlValued && value.startsWith('/') && !value.startsWith('//') ? absolute(value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, absolute, urlValued));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        absoluteJsonLd(item, absolute, JSON_LD_URL_KEYS.has(key)),
      ]),
    );
  }
  return value;
}

/**
 * The tags of a head as [tag, attributes, text?] triples: one description of them for the server and the
 * browser. `origin` is the shop's configured public origin (PUBLIC_URL): every absolute URL starts with it.
 */
export function headTags(head: Head, origin: string): [string, Record<string, string>, string?][] {
  const absolute = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
  const tags: [string, Record<string, string>, string?][] = [];
  if (head.description) tags.push(['meta', { name: 'description', content: head.description }]);
  if (head.robots) tags.push(['meta', { name: 'robots', content: head.robots }]);
  if (head.canonical) tags.push(['link', { rel: 'canonical', href: absolute(head.canonical) }]);
  const og: Record<string, string> = {
    title: formatTitle(head.title ?? '', head.exactTitle),
    ...head.og,
  };
  if (head.description && !og.description) og.description = head.description;
  if (head.canonical && !og.url) og.url = head.canonical;
  for (const property of ['url', 'image'] as const)
    if (og[property]) og[property] = absolute(og[property]);
  for (const [property, content] of Object.entries(og))
    tags.push(['meta', { property: `og:${property}`, content }]);
  for (const data of head.jsonLd ?? [])
    tags.push([
      'script',
      { type: 'application/ld+json' },
      JSON.stringify(absoluteJsonLd(data, absolute)),
    ]);
  return tags;
}

/** Replaces the page's head tags in the live document (client-side navigation). */
export function applyHead(head: Head) {
  document.title = formatTitle(head.title ?? '', head.exactTitle);
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) element.remove();
  for (const [tag, attributes, text] of headTags(
    head,
    window.__SOHNNE_CONFIG__?.publicUrl ?? window.location.origin,
  )) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
