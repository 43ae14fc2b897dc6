import { formatTitle, serializeJsonForHtml, PAGE_DATA_ID, type Head, type PageData } from '@sohnne/platform';
import { HEAD_ATTRIBUTE, headTags } from '../platform/head';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The page's head tags as HTML, every value escaped; JSON-LD as a data block nothing in it can close. */
export function renderHead(head: Head, origin: string): string {
  const title = `<title>${escapeHtml(formatTitle(head.title ?? '', head.exactTitle))}</title>`;
  const tags = headTags(head, origin).map(([tag, attributes, text]) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    if (text === undefined) return `<${tag}${attrs} ${HEAD_ATTRIBUTE}>`;
    return `<${tag}${attrs} ${HEAD_ATTRIBUTE}>${serializeJsonForHtml(JSON.parse(text))}</${tag}>`;
  });
  return [title, ...tags].join('');
}

export interface DocumentParts {
  head: Head;
  origin: string;
  /** The <style> elements of the layout and of the region. */
  styles: string;
  /** The layout's HTML, the region's inside it. */
  app: string;
  data: PageData;
}

/**
 * One HTML document from the shell's built index.html: its scripts and static tags kept, the page's head,
 * styles, body and data block put in.
 */
export function renderDocument(template: string, { head, origin, styles, app, data }: DocumentParts): string {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', `${renderHead(head, origin)}${styles}</head>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root">${app}</div>`)
    .replace('</body>', `<script type="application/json" id="${PAGE_DATA_ID}">${serializeJsonForHtml(data)}</script></body>`);
  return data.a11y ? html.replace(/<html([^>]*)>/, '<html$1 data-a11y="on">') : html;
}
