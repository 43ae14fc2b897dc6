/** The header's main navigation (also shown in the mobile drawer). */
export const MAIN_NAV = [
  { href: '/collections', label: 'Collections' },
  { href: '/collections/seating', label: 'Seating' },
  { href: '/collections/living-room', label: 'Living Room' },
  { href: '/collections/dining', label: 'Dining' },
  { href: '/collections/lighting', label: 'Lighting' },
  { href: '/about-us', label: 'About' },
] as const;

export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || pathname === `${href}/`;
}
