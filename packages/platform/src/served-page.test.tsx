import { render } from '@testing-library/react';
import {
  recordMount,
  ServedPageProvider,
  useRefetchOnArrival,
  useServedPageLeft,
} from './served-page';

/** A page of an MFE's route list: says whether it reads its query again as it mounts. */
function Page({ href }: { href: string }) {
  useServedPageLeft(href);
  return <p>{useRefetchOnArrival() ? 'reads again' : 'uses the server’s answer'}</p>;
}

const region = (href: string) => (
  <ServedPageProvider mfe="commerce">
    <Page key={href} href={href} />
  </ServedPageProvider>
);

beforeEach(() => window.history.replaceState(null, '', '/cart'));

test('the page a region hydrated uses the server’s answer', () => {
  recordMount('commerce', true);
  const { getByText } = render(region('/cart'));
  expect(getByText('uses the server’s answer')).toBeTruthy();
});

test('a region mounted afresh reads again', () => {
  recordMount('commerce', false);
  const { getByText } = render(region('/cart'));
  expect(getByText('reads again')).toBeTruthy();
});

test('once the region has shown another address, every arrival reads again, back at the served one too', () => {
  recordMount('commerce', true);
  const { getByText, rerender } = render(region('/cart'));
  window.history.pushState(null, '', '/checkout');
  rerender(region('/checkout'));
  expect(getByText('reads again')).toBeTruthy();
  window.history.pushState(null, '', '/cart');
  rerender(region('/cart'));
  expect(getByText('reads again')).toBeTruthy();
});
