import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

function serveApplications(respond: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/trade/applications', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

const received = () =>
  HttpResponse.json(
    { id: 'a1', status: 'pending', created_at: '2026-11-23T02:00:00.000Z' },
    { status: 201 },
  );

test('shows the perks, the approval time, bulk and down-payment terms and Join Now', async () => {
  const { platform } = await renderAt('/trade');
  expect(screen.getByRole('heading', { level: 1, name: 'Sohnne Trade Program' })).toBeTruthy();
  expect(screen.getByText(/Up to 100 units per bulk order/)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: '50% down payment' })).toBeTruthy();
  expect(screen.getByText(/approves it within 3 working days/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe(
    '#trade-sign-up',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test('refuses an incomplete form with a message under each field and sends nothing', async () => {
  const bodies = serveApplications(received);
  const { user } = await renderAt('/trade');
  const form = screen.getByRole('form', { name: 'Trade application' });
  await user.type(within(form).getByLabelText('Business email'), 'studio@');
  await user.type(within(form).getByLabelText('Website (optional)'), 'not a site');
  await user.click(within(form).getByRole('button', { name: 'Join Now' }));

  expect(
    within(form)
      .getAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual([
    'Company is required',
    'Name is required',
    'Invalid email address',
    'Phone is required',
    'Website must be a URL',
    'Please choose your business type',
  ]);
  expect(within(form).getByLabelText('Company').getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Company')));
  expect((within(form).getByLabelText('Business email') as HTMLInputElement).value).toBe('studio@');
  expect(bodies).toEqual([]);
});

async function fillGoodForm(user: Awaited<ReturnType<typeof renderAt>>['user']) {
  const form = screen.getByRole('form', { name: 'Trade application' });
  await user.type(within(form).getByLabelText('Company'), 'Wren Studio');
  await user.type(within(form).getByLabelText('Your name'), 'Ada Wren');
  await user.type(within(form).getByLabelText('Business email'), 'ada@wren.studio');
  await user.type(within(form).getByLabelText('Phone'), '+1 555 0100');
  await user.selectOptions(within(form).getByLabelText('Business type'), 'Interior designer');
  await user.type(
    within(form).getByLabelText('Tell us about your projects (optional)'),
    'Boutique hotels',
  );
  return form;
}

test('sends a valid application and confirms it is received', async () => {
  const bodies = serveApplications(received);
  const { user } = await renderAt('/trade');
  const form = await fillGoodForm(user);
  await user.click(within(form).getByRole('button', { name: 'Join Now' }));

  expect((await screen.findByRole('status')).textContent).toContain('Your application is received');
  expect(bodies).toEqual([
    {
      company: 'Wren Studio',
      name: 'Ada Wren',
      email: 'ada@wren.studio',
      phone: '+1 555 0100',
      business_type: 'Interior designer',
      message: 'Boutique hotels',
    },
  ]);
});

test("puts the service's refusals under their fields and keeps everything typed", async () => {
  serveApplications(() =>
    HttpResponse.json(
      {
        statusCode: 400,
        message: ['Invalid email address'],
        errors: { email: ['Invalid email address'] },
      },
      { status: 400 },
    ),
  );
  const { user } = await renderAt('/trade');
  const form = await fillGoodForm(user);
  await user.click(within(form).getByRole('button', { name: 'Join Now' }));

  const email = within(form).getByLabelText('Business email') as HTMLInputElement;
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  expect(within(form).getByRole('alert').textContent).toBe('Invalid email address');
  expect(email.value).toBe('ada@wren.studio');
  expect((within(form).getByLabelText('Company') as HTMLInputElement).value).toBe('Wren Studio');
  expect((within(form).getByLabelText('Business type') as HTMLSelectElement).value).toBe(
    'Interior designer',
  );
});

test('a throttled or failed submission says so above the button', async () => {
  serveApplications(() =>
    HttpResponse.json(
      { statusCode: 429, message: 'ThrottlerException: Too Many Requests' },
      { status: 429 },
    ),
  );
  const { user } = await renderAt('/trade');
  const form = await fillGoodForm(user);
  await user.click(within(form).getByRole('button', { name: 'Join Now' }));
  expect((await within(form).findByRole('alert')).textContent).toBe(
    'ThrottlerException: Too Many Requests',
  );
});
