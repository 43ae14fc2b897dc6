import sanitizeHtml from 'sanitize-html';
import { HTML_TEXT_TAGS } from '../common';

/**
 * What page HTML may contain: text structure and links, nothing that runs or loads. No h1 (the page
 * title is the one h1), no images, no inline styles or event handlers; links only to web, mail and phone.
 */
const PAGE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TEXT_TAGS, 'address'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_HTML_POLICY);
}
