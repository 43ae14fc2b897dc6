import { groupPages } from './groups';

test('groups by first path segment, home first, then groups and pages by label', () => {
  const groups = groupPages([
    { path: '/help', title: 'Help' },
    { path: '/about-us', title: 'About Us' },
    { path: '/help/shipping', title: 'Shipping Help' },
    { path: '/', title: 'Home' },
    { path: '/cart', title: 'Cart' },
    { path: '/trade-program/apply', title: 'Apply' },
  ]);
  expect(groups.map((g) => [g.label, g.pages.map((p) => p.path)])).toEqual([
    ['Home', ['/']],
    ['About Us', ['/about-us']],
    ['Cart', ['/cart']],
    ['Help', ['/help', '/help/shipping']],
    ['Trade Program', ['/trade-program/apply']],
  ]);
});
