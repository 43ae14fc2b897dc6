// What the content service's modules share.
export { HTML_TEXT_TAGS } from './html-text-tags';
export { PageQueryDto } from './page-query.dto';
export { PublicCache } from './public-cache';
export { TtlCache } from './ttl-cache';
export { readController, type ReadArea } from './read-controller';
