import { formatTitle, type Head } from '@sohnne/platform';

/**
 * The head tags a page sets (besides <title>), marked so the next page replaces them. The shell server writes
 * the same tags into the HTML (server/document.ts) with the same mark.
 */
export const HEAD_ATTRIBUTE = 'data-page-head';

/** The tags of a head as [tag, attributes, text?] triples: one description of them for the server and the browser. */
export function headTags(head: Head, origin: string): [string, Record<string, string>, string?][] {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const tags: [string, Record<string, string>, string?][] = [];
  if (head.description) tags.push(['meta', { name: 'description', content: head.description }]);
  if (head.robots) tags.push(['meta', { name: 'robots', content: head.robots }]);
  if (head.canonical) tags.push(['link', { rel: 'canonical', href: absolute(head.canonical) }]);
  const og: Record<string, string> = { title: formatTitle(head.title ?? '', head.exactTitle), ...head.og };
  if (head.description && !og.description) og.description = head.description;
  if (head.canonical && !og.url) og.url = absolute(head.canonical);
  if (og.image) og.image = absolute(og.image);
  for (const [property, content] of Object.entries(og)) tags.push(['meta', { property: `og:${property}`, content }]);
  for (const data of head.jsonLd ?? []) tags.push(['script', { type: 'application/ld+json' }, JSON.stringify(data)]);
  return tags;
}

/** Replaces the page's head tags in the live document (client-side navigation). */
export function applyHead(head: Head) {
  document.title = formatTitle(head.title ?? '', head.exactTitle);
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) element.remove();
  for (const [tag, attributes, text] of headTags(head, window.location.origin)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
