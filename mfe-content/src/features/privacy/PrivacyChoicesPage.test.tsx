import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

// Typing without a delay per key; the stack's builds share the CPU in CI.
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);

const page = {
  slug: 'do-not-sell-my-personal-information',
  title: 'Your Privacy Choices',
  html: '<p>Sohnne does not sell your personal information.</p>',
};

beforeEach(() => {
  document.cookie = 'sohnne_csrf=token-1';
});

test('shows the text from the server and saves the opt-out, which is then remembered', async () => {
  let stored = false;
  const posted: unknown[] = [];
  server.use(
    http.get('/api/content/pages/do-not-sell-my-personal-information', () =>
      HttpResponse.json(page),
    ),
    http.get('/api/content/privacy-choice', () => HttpResponse.json({ optOut: stored })),
    http.post('/api/content/privacy-choice', async ({ request }) => {
      const body = (await request.json()) as { optOut: boolean };
      posted.push(body);
      stored = body.optOut;
      return HttpResponse.json({ optOut: stored });
    }),
  );
  const platform = await renderAt('/do-not-sell-my-personal-information');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'Your Privacy Choices',
  );
  expect(screen.getByText('Sohnne does not sell your personal information.')).toBeTruthy();
  expect(await screen.findByText('You have not opted out on this browser.')).toBeTruthy();

  await user.click(
    screen.getByRole('checkbox', { name: 'Do Not Sell or Share My Personal Information' }),
  );
  await user.click(screen.getByRole('button', { name: 'Save my choice' }));
  await waitFor(() => expect(posted).toEqual([{ optOut: true }]));
  expect(await screen.findByText('You have opted out on this browser.')).toBeTruthy();
  expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  expect(platform.toasts.show).toHaveBeenCalledWith(
    'You have opted out of the sale or sharing of your personal information.',
    'success',
  );
});

test('an invalid e-mail is refused before anything is sent', async () => {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/content/pages/do-not-sell-my-personal-information', () =>
      HttpResponse.json(page),
    ),
    http.get('/api/content/privacy-choice', () => HttpResponse.json({ optOut: false })),
    http.post('/api/content/privacy-choice', () => {
      posted.push(1);
      return HttpResponse.json({ optOut: true });
    }),
  );
  await renderAt('/do-not-sell-my-personal-information');
  await user.type(await screen.findByLabelText(/E-mail/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Save my choice' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
  expect(posted).toEqual([]);
});

test('shows an error state when the page cannot be loaded', async () => {
  server.use(
    http.get('/api/content/pages/do-not-sell-my-personal-information', () =>
      HttpResponse.json({}, { status: 500 }),
    ),
  );
  await renderAt('/do-not-sell-my-personal-information');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load this page. Please try again.",
  );
});

test('a choice that cannot be read says so and reads it again on Try again', async () => {
  // Down until the shopper asks again: the page's loader may read it once more after the first read failed.
  let down = true;
  server.use(
    http.get('/api/content/pages/do-not-sell-my-personal-information', () =>
      HttpResponse.json(page),
    ),
    http.get('/api/content/privacy-choice', () =>
      down ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ optOut: true }),
    ),
  );
  await renderAt('/do-not-sell-my-personal-information');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We couldn’t load your privacy choice.');
  down = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('You have opted out on this browser.')).toBeTruthy();
  expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
});
