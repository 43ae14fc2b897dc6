import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const london = {
  slug: 'sohnne-london',
  name: 'Sohnne London',
  address: {
    street: '42 Redchurch Street',
    city: 'London',
    postcode: 'E2 7DJ',
    country: 'United Kingdom',
  },
  hours: [
    { days: 'Monday - Friday', time: '10:00 - 19:00' },
    { days: 'Sunday', time: '12:00 - 17:00' },
  ],
  phone: '+44 20 7946 0125',
  map: { url: '/media/showrooms/sohnne-london.svg', width: 1200, height: 675 },
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=42%20Redchurch%20Street',
};

test('map, address, opening hours and directions in a new tab', async () => {
  server.use(http.get('/api/content/showrooms/sohnne-london', () => HttpResponse.json(london)));
  const platform = await renderAt('/sohnne-london');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sohnne London');
  const map = screen.getByRole('img', { name: 'Map of the area around Sohnne London' });
  expect(map.getAttribute('width')).toBe('1200');
  expect(map.getAttribute('height')).toBe('675');
  expect(screen.getByText(/42 Redchurch Street/)).toBeTruthy();
  expect(screen.getByRole('rowheader', { name: 'Sunday' })).toBeTruthy();
  expect(screen.getByText('12:00 - 17:00')).toBeTruthy();
  const directions = screen.getByRole('link', { name: 'Get Directions' });
  expect(directions.getAttribute('href')).toBe(london.directionsUrl);
  expect(directions.getAttribute('target')).toBe('_blank');
  expect(directions.getAttribute('rel')).toBe('noopener');
  await waitFor(() =>
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sohnne London', canonical: '/sohnne-london' }),
    ),
  );
});

test('a US address is written city, state and ZIP code; elsewhere the postcode comes first', async () => {
  const sf = {
    ...london,
    slug: 'sohnne-san-francisco',
    name: 'Sohnne San Francisco',
    address: {
      street: '1550 Market Street',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94102',
      country: 'United States',
    },
  };
  server.use(http.get('/api/content/showrooms/sohnne-san-francisco', () => HttpResponse.json(sf)));
  await renderAt('/sohnne-san-francisco');
  const address = await screen.findByText(/1550 Market Street/);
  expect(address.innerHTML).toContain(
    '1550 Market Street<br>San Francisco, CA 94102<br>United States',
  );

  server.use(http.get('/api/content/showrooms/sohnne-london', () => HttpResponse.json(london)));
  await renderAt('/sohnne-london');
  expect((await screen.findByText(/42 Redchurch Street/)).innerHTML).toContain(
    '42 Redchurch Street<br>E2 7DJ London<br>United Kingdom',
  );
});

test('shows an error state when the showroom cannot be loaded', async () => {
  server.use(
    http.get('/api/content/showrooms/sohnne-berlin', () => HttpResponse.json({}, { status: 500 })),
  );
  await renderAt('/sohnne-berlin');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load this showroom. Please try again.",
  );
});
