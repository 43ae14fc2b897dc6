/** The header's main navigation (also shown in the mobile drawer): pages that exist, nothing that 404s. */
export const MAIN_NAV = [
  { href: '/collections', label: 'Collections' },
  { href: '/about-us', label: 'About' },
] as const;

export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || pathname === `${href}/`;
}
