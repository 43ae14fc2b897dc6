import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const services = {
  services: [
    {
      name: 'Trade pricing',
      icon: { url: '/media/icons/trade-pricing.svg', width: 64, height: 64 },
    },
    { name: 'Bulk orders', icon: { url: '/media/icons/bulk-orders.svg', width: 64, height: 64 } },
  ],
};

function serveServices(body: Record<string, unknown> = services, status = 200) {
  server.use(
    http.get('/api/content/programs/professional-services', async () => {
      await delay(20);
      return HttpResponse.json(body, { status });
    }),
  );
}

test('shows the program, contacts, three stores and the service icons from the content service', async () => {
  serveServices();
  const { platform } = await renderAt('/professionals');

  expect(screen.getByRole('heading', { level: 1, name: 'Sohnne for Business' })).toBeTruthy();
  for (const benefit of [
    'Up to 30% savings',
    'Free shipping',
    'Customisation',
    '5-year warranty',
  ]) {
    expect(screen.getByRole('heading', { level: 3, name: benefit })).toBeTruthy();
  }
  expect(screen.getByRole('link', { name: 'business@sohnne.test' }).getAttribute('href')).toBe(
    'mailto:business@sohnne.test',
  );
  expect(screen.getByRole('link', { name: '+1 (555) 013-2030' }).getAttribute('href')).toBe(
    'tel:+15550132030',
  );
  const stores = within(screen.getByRole('region', { name: 'Visit our stores' })).getAllByRole(
    'heading',
    { level: 3 },
  );
  expect(stores.map((store) => store.textContent)).toEqual([
    'Sohnne San Francisco',
    'Sohnne New York',
    'Sohnne London',
  ]);
  expect(
    screen.getByRole('heading', { level: 2, name: 'Your project, start to finish' }),
  ).toBeTruthy();

  expect(screen.getByTestId('services-skeleton')).toBeTruthy();
  const servicesRegion = screen.getByRole('region', { name: 'Our services' });
  expect(await within(servicesRegion).findByText('Trade pricing')).toBeTruthy();
  const icons = servicesRegion.querySelectorAll('img');
  expect(
    [...icons].map((icon) => [
      icon.getAttribute('src'),
      icon.getAttribute('width'),
      icon.getAttribute('height'),
    ]),
  ).toEqual([
    ['/media/icons/trade-pricing.svg', '64', '64'],
    ['/media/icons/bulk-orders.svg', '64', '64'],
  ]);
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test('the chat button asks the shell to open the chat', async () => {
  serveServices();
  const { user, platform } = await renderAt('/professionals');
  await user.click(screen.getByRole('button', { name: 'Chat with our business team' }));
  expect(platform.chat.open).toHaveBeenCalledTimes(1);
});

test("the services show an error when the content service fails, and 'Try again' loads them", async () => {
  serveServices({ statusCode: 502 }, 502);
  await renderAt('/professionals');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load our services. Please try again.",
  );

  serveServices(services);
  screen.getByRole('button', { name: 'Try again' }).click();
  expect(await screen.findByText('Bulk orders')).toBeTruthy();
});

test('with no services the section still says what we offer', async () => {
  serveServices({ services: [] });
  await renderAt('/professionals');
  expect(
    await screen.findByText(
      'Ask our business team about trade pricing, bulk orders and custom finishes.',
    ),
  ).toBeTruthy();
});

test('the newsletter form checks the e-mail, then signs up with /professionals as the source', async () => {
  serveServices();
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/content/newsletter', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ email: 'studio@example.com', subscribed: true }, { status: 201 });
    }),
  );
  const { user } = await renderAt('/professionals');
  const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
  await user.type(within(form).getByLabelText('Email'), 'not-an-email');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(within(form).getByRole('alert').textContent).toBe('Please enter a valid email address');
  expect(bodies).toEqual([]);

  await user.clear(within(form).getByLabelText('Email'));
  await user.type(within(form).getByLabelText('Email'), 'studio@example.com');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect(
    (await screen.findByText(/is signed up to our business newsletter/)).textContent,
  ).toContain('studio@example.com');
  expect(bodies).toEqual([{ email: 'studio@example.com', source: 'professionals' }]);
});

test("the newsletter form shows the service's refusal and keeps the e-mail", async () => {
  serveServices();
  server.use(
    http.post('/api/content/newsletter', () =>
      HttpResponse.json({ statusCode: 429, message: 'Too many requests' }, { status: 429 }),
    ),
  );
  const { user } = await renderAt('/professionals');
  const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
  await user.type(within(form).getByLabelText('Email'), 'studio@example.com');
  await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('Too many requests');
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe(
    'studio@example.com',
  );
});
