import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/catalog';

const materials = [
  {
    slug: 'boucle',
    name: 'Boucle',
    description: 'A looped yarn with a nubby texture.',
    swatches: [
      { name: 'Ivory', hex: '#F1EADD' },
      { name: 'Caramel', hex: '#B07A4A' },
    ],
  },
  {
    slug: 'felt',
    name: 'Felt',
    description: 'Dense pressed wool felt.',
    swatches: [{ name: 'Stone', hex: '#BDB3A4' }],
  },
];

test('shows skeletons, then each material family with its description and named colour swatches', async () => {
  server.use(
    http.get('/api/materials', async () => {
      await delay(20);
      return HttpResponse.json({ data: materials });
    }),
  );
  const platform = await renderAt('/product-material');
  expect(await screen.findAllByTestId('material-skeleton')).toHaveLength(6);

  expect(await screen.findByRole('heading', { level: 2, name: 'Boucle' })).toBeTruthy();
  expect(screen.getByText('A looped yarn with a nubby texture.')).toBeTruthy();
  const colours = within(screen.getByRole('list', { name: 'Boucle colours' }));
  expect(colours.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Ivory',
    'Caramel',
  ]);
  expect(
    colours.getAllByRole('listitem')[0].querySelector('span')!.getAttribute('style'),
  ).toContain('background: rgb(241, 234, 221)');
  expect(screen.getByRole('list', { name: 'Felt colours' })).toBeTruthy();
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ canonical: '/product-material' }),
  );
});

test('the empty and error states', async () => {
  let calls = 0;
  server.use(
    http.get('/api/materials', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 500 }, { status: 500 })
        : HttpResponse.json({ data: [] });
    }),
  );
  await renderAt('/product-material');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the materials. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('There are no materials to show yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Order swatches' }).getAttribute('href')).toBe(
    '/swatches',
  );
});
