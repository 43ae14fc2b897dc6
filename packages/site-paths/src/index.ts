/**
 * The shop's page addresses. Every link, canonical and sitemap entry builds them here, so a slug is
 * encoded the same way everywhere: each path segment with encodeURIComponent, the slashes between a
 * collection's segments kept.
 */

const segment = (value: string) => encodeURIComponent(value);

/** A product's page: `/product/<slug>`. */
export const productPath = (slug: string): string => `/product/${segment(slug)}`;

/** A collection's page: `/collections/<parent>/<child>` from its slug path (`parent/child`). */
export const collectionPath = (slugPath: string): string =>
  `/collections/${slugPath.split('/').filter(Boolean).map(segment).join('/')}`;

/** A blog post's page: posts live at the root, `/<slug>`. */
export const postPath = (slug: string): string => `/${segment(slug)}`;
