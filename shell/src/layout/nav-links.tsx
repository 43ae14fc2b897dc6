import type { MouseEvent } from 'react';

/** The header's main navigation (also shown in the mobile drawer): pages that exist, nothing that 404s. */
const MAIN_NAV = [
  { href: '/collections', label: 'Collections' },
  { href: '/designer', label: 'Designers' },
  { href: '/shop-the-look', label: 'Shop the Look' },
  { href: '/blog', label: 'Blog' },
  { href: '/about-us', label: 'About' },
] as const;

function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || pathname === `${href}/`;
}

/** The main navigation's links, the current page marked; the header and the drawer style them. */
export function MainNavList({
  pathname,
  onClick,
}: {
  pathname: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ul>
      {MAIN_NAV.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
            onClick={onClick}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
