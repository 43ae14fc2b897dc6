/** The showrooms, each a page at its slug. */
export const SHOWROOM_SLUGS = ['sohnne-berlin', 'sohnne-london', 'sohnne-san-francisco'] as const;
