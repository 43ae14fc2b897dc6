/**
 * The text structure every stored HTML (post bodies, content pages) may contain: sub-headings, paragraphs,
 * lists, emphasis, links and quotes. Each policy adds its own tags and attributes to these.
 */
export const HTML_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
];
