import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';

// Typing without a delay per key; the stack's builds share the CPU in CI.
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

test('nine jobs, nine chips with All by default; search, chip, Clear and the empty state', async () => {
  await renderAt('/careers');
  const chips = screen
    .getAllByRole('button', { pressed: false })
    .concat(screen.getAllByRole('button', { pressed: true }));
  expect(chips).toHaveLength(9);
  expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getAllByRole('listitem')).toHaveLength(9);

  await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'FREELANCE');
  await waitFor(() => expect(titles()).toEqual(['Interior Photographer', 'Furniture Copywriter']));

  await user.click(screen.getByRole('button', { name: 'Design' }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'No matching jobs found' })).toBeTruthy(),
  );
  expect(
    screen.getByText('Try adjusting your search criteria or browse all departments'),
  ).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'View All Jobs' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

  await user.click(screen.getByRole('button', { name: 'Engineering' }));
  await waitFor(() => expect(titles()).toEqual(['Frontend Engineer']));
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9));
});

test('blank search text is ignored and a submit applies the text', async () => {
  await renderAt('/careers');
  await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '   {Enter}');
  expect(screen.getAllByRole('listitem')).toHaveLength(9);
  expect(screen.getByText('9 jobs')).toBeTruthy();
});
