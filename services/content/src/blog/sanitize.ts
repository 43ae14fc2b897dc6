import sanitizeHtml from 'sanitize-html';
import { HTML_TEXT_TAGS } from '../common';

/**
 * What a post body may contain: headings h1-h3 (the table of contents is built from them), text,
 * lists, quotes, links and images. Nothing that runs: no scripts, styles or event handlers.
 */
const POST_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h1', ...HTML_TEXT_TAGS, 'figure', 'figcaption', 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_POLICY);
}

/** Titles and excerpts: inline text only. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'strong', 'em', 'b', 'i', 'br'],
    allowedAttributes: {},
  });
}
