import { screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';

test('shows the plan with worked examples, the steps, the eligibility and the FAQ', async () => {
  const { platform, user } = await renderAt('/financing');

  expect(screen.getByRole('heading', { level: 1, name: 'Buy now, pay later' })).toBeTruthy();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '3 months0%$400.00$0.00$1,200.00',
    '6 months10%$205.87$35.22$1,235.22',
    '6 months36%$221.52$129.12$1,329.12',
    '12 months10%$105.50$66.00$1,266.00',
    '12 months36%$120.55$246.60$1,446.60',
  ]);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
    expect.arrayContaining(['Shop', 'Choose pay later at checkout', 'Pay over time']),
  );
  for (const text of [
    'Minimum cart value: USD 50.',
    'Available in the US and US territories only.',
    'Online purchases only.',
    'Subject to credit approval.',
  ]) {
    expect(screen.getByText(text)).toBeTruthy();
  }

  const questions = screen
    .getAllByRole('button', { expanded: false })
    .filter((b) => b.closest('h3'));
  expect(questions).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'How much interest will I pay?' }));
  expect(
    screen.getByRole('region', { name: 'How much interest will I pay?' }).textContent,
  ).toContain('that plan is 0% APR');

  expect(platform.fragments.load).toHaveBeenCalledWith('catalog/ProductCarousel');
  expect(await screen.findByText('Products are unavailable right now.')).toBeTruthy();
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Financing', canonical: '/financing' }),
  );
});

test('the search box leads to the search page', async () => {
  const { platform, user } = await renderAt('/financing');
  const search = screen.getByRole('search');
  expect(search.getAttribute('action')).toBe('/search');

  await user.click(within(search).getByRole('button', { name: 'Search' }));
  expect(platform.navigation.navigate).not.toHaveBeenCalled();

  await user.type(
    screen.getByRole('searchbox', { name: 'Find something to finance' }),
    'lounge chair',
  );
  await user.click(within(search).getByRole('button', { name: 'Search' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/search?product=lounge%20chair');
});
