import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderPage } from '@sohnne/web-testing';
import { Root } from '../../Root';
import { makeStore } from '../../store';

test('shows the three steps and links to the four swatch collections (a static page: no loading, error or empty state)', async () => {
  window.history.pushState({}, '', '/swatches');
  const platform = createFakePlatform();
  await renderPage(<Root platform={platform} store={makeStore()} />);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order Swatches');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Pick your swatches',
    'Enter your details',
    'Wait for the package',
    'Start with a collection',
  ]);
  const links = within(
    screen.getByRole('region', { name: 'Start with a collection' }),
  ).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/collections/essentials/lounge-chair',
    '/collections/essentials/sofa-sectional',
    '/collections/essentials/office-furniture',
    '/collections/essentials/coffee-side-tables',
  ]);
  await userEvent.click(links[0]);
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/collections/essentials/lounge-chair');
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Order Swatches', canonical: '/swatches' }),
  );
});
