import { render } from '@testing-library/react';
import { recordServedPage, useRefetchOnArrival } from './served-page';

/** A page's part: says whether it reads its query again as it mounts. */
function Part() {
  return <p>{useRefetchOnArrival() ? 'reads again' : 'uses the server’s answer'}</p>;
}

const goTo = (href: string) => {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

test('before any region hydrated, every page reads again', () => {
  const { getByText } = render(<Part />);
  expect(getByText('reads again')).toBeTruthy();
});

test('the page a region hydrated uses the server’s answer, also in a part mounted later', () => {
  window.history.replaceState(null, '', '/cart');
  recordServedPage();
  expect(render(<Part />).getByText('uses the server’s answer')).toBeTruthy();
  window.dispatchEvent(new Event('single-spa:routing-event')); // single-spa's first, same address
  expect(render(<Part />).getAllByText('uses the server’s answer')).toHaveLength(2);
});

test('once the address has changed, every arrival reads again, back at the served page too', () => {
  window.history.replaceState(null, '', '/cart');
  recordServedPage();
  goTo('/checkout');
  expect(render(<Part />).getByText('reads again')).toBeTruthy();
  goTo('/cart');
  expect(render(<Part />).getAllByText('reads again')).toHaveLength(2);
});
