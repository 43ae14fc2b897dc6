import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

// The first render compiles Swiper's ES modules.
jest.setTimeout(30_000);

const photo = { url: '/media/people/x.svg', width: 600, height: 750 };
const affiliates = {
  name: 'affiliates',
  entries: [
    { name: 'Nina Alvarez', handle: '@nina.at.home', photo },
    { name: 'Ben Carter', handle: '@bencarter.interiors', photo },
  ],
};

test('the affiliate page: sections, the perks with the program constants, the people and Apply Now', async () => {
  server.use(
    http.get('/api/content/programs/carousels/affiliates', () => HttpResponse.json(affiliates)),
  );
  await renderAt('/affiliate-program');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Affiliate Program');
  for (const name of [
    'Who can join?',
    'How it works',
    'How to be an affiliate',
    'Perks',
    'Meet the Affiliates',
  ]) {
    expect(screen.getByRole('heading', { name })).toBeTruthy();
  }
  expect(screen.getByText(/Up to USD 3,500 of furniture/)).toBeTruthy();
  expect(screen.getByText(/30-day tracking window/)).toBeTruthy();
  expect(screen.getByText(/No cap/)).toBeTruthy();
  expect(await screen.findByText('@nina.at.home')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Ben Carter' }).getAttribute('width')).toBe('600');
  for (const link of screen.getAllByRole('link', { name: 'Apply Now' }))
    expect(link.getAttribute('href')).toBe('/');
});

test('the ambassador page has its own carousel; a failure shows Try again', async () => {
  server.use(
    http.get('/api/content/programs/carousels/ambassadors', () =>
      HttpResponse.json({}, { status: 500 }),
    ),
  );
  await renderAt('/ambassador-program');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ambassador Program');
  expect(screen.getByRole('heading', { name: 'Meet the Ambassadors' })).toBeTruthy();
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the photos. Please try again.",
  );
});
