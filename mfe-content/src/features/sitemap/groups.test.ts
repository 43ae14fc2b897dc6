import { groupPages } from './groups';

test('groups by first path segment and leaves out the excluded segments', () => {
  const groups = groupPages([
    { path: '/help', title: 'Help' },
    { path: '/about-us', title: 'About Us' },
    { path: '/help/shipping', title: 'Shipping Help' },
    { path: '/', title: 'Home' },
    { path: '/collections', title: 'Collections' },
    { path: '/my-account/orders', title: 'Orders' },
    { path: '/ambassador-program', title: 'Ambassadors' },
    { path: '/search', title: 'Search' },
    { path: '/sitemap', title: 'Sitemap' },
    { path: '/trade-program/apply', title: 'Apply' },
  ]);
  expect(groups.map((g) => [g.label, g.pages.map((p) => p.path)])).toEqual([
    ['Home', ['/']],
    ['About Us', ['/about-us']],
    ['Help', ['/help', '/help/shipping']],
    ['Trade Program', ['/trade-program/apply']],
  ]);
});
