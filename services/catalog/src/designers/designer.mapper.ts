import sanitizeHtml from 'sanitize-html';
import type { ImageDto, ProductCardDto } from '../products';
import type { DesignerRecord } from './designer.schema';
import type { DesignerDto, DesignerListItemDto } from './dto/designer.dto';

export const DEFAULT_COUNTRY = 'United States';

const BIOGRAPHY_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Stored rich text is sanitized on the way out: the front end renders it as HTML. */
export const sanitizeBiography = (html: string): string => sanitizeHtml(html, BIOGRAPHY_HTML);

const toImage = ({ url, alternativeText, width, height }: ImageDto): ImageDto => ({
  url,
  alternativeText,
  width,
  height,
});

export const toDesignerListItem = (designer: DesignerRecord): DesignerListItemDto => ({
  slug: designer.slug,
  name: designer.name,
  country: designer.country ?? DEFAULT_COUNTRY,
  avatar: toImage(designer.avatar),
});

export const toDesignerDto = (
  designer: DesignerRecord,
  products: ProductCardDto[],
  productCount: number,
): DesignerDto => ({
  slug: designer.slug,
  name: designer.name,
  country: designer.country,
  avatar: toImage(designer.avatar),
  biography: sanitizeBiography(designer.biography),
  meta_title: designer.meta_title,
  meta_description: designer.meta_description,
  products,
  product_count: productCount,
  collection_path: `/collections/designer-furniture/${designer.slug}`,
});
