import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const press = {
  quotes: Array.from({ length: 7 }, (_, i) => ({
    outlet: `Outlet ${i + 1}`,
    quote: `Quote ${i + 1}`,
  })),
  contacts: {
    media: { label: 'Media enquiries', email: 'press@sohnne.test' },
    partnerships: { label: 'Partnerships', email: 'partners@sohnne.test' },
  },
};

test('breadcrumb, the contacts, seven quotes, the claim and See Reviews', async () => {
  server.use(http.get('/api/content/press', () => HttpResponse.json(press)));
  await renderAt('/in-the-press');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('In the Press');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(
    'In the Press',
  );
  expect(screen.getByRole('link', { name: 'press@sohnne.test' }).getAttribute('href')).toBe(
    'mailto:press@sohnne.test',
  );
  expect(screen.getByRole('link', { name: 'partners@sohnne.test' })).toBeTruthy();
  expect(screen.getAllByRole('figure')).toHaveLength(7);
  expect(screen.getByText(/300,000\+ reviews/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See Reviews' }).getAttribute('href')).toBe('/');
});

test('shows an error state when the press page cannot be loaded', async () => {
  server.use(http.get('/api/content/press', () => HttpResponse.json({}, { status: 502 })));
  await renderAt('/in-the-press');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load this page. Please try again.",
  );
});
