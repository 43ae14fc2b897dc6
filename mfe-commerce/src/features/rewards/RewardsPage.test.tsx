import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const ada = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };

const rewards = (balance: number) => ({
  balance,
  ledger: [{ points: 250, reason: 'sign-up', created_at: '2026-11-23T01:00:00.000Z' }],
  vouchers: [
    { points: 50, amount_off: 50, min_spend: 1000, affordable: balance >= 50 },
    { points: 100, amount_off: 100, min_spend: 1500, affordable: balance >= 100 },
    { points: 200, amount_off: 200, min_spend: 2000, affordable: balance >= 200 },
    { points: 300, amount_off: 300, min_spend: 2800, affordable: balance >= 300 },
  ],
});

const voucherTerms = [
  { points: 50, amount_off: 50, min_spend: 1000 },
  { points: 100, amount_off: 100, min_spend: 1500 },
  { points: 200, amount_off: 200, min_spend: 2000 },
  { points: 300, amount_off: 300, min_spend: 2800 },
];

beforeEach(() => {
  server.use(http.get('/api/rewards/vouchers', () => HttpResponse.json({ data: voucherTerms })));
});

test('shows the club: banner, how it works, ways to earn, the four vouchers and Refer a Friend', async () => {
  const { platform } = await renderAt('/sohnne-rewards');
  expect(screen.getByRole('heading', { level: 1, name: 'The Sohnne Club' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Redeem' }).getAttribute('href')).toBe('/');
  for (const step of ['Sign up', 'Earn credits', 'Redeem credits'])
    expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
  // The sign-up reward (accounts spec §9): $35 off the first purchase.
  expect(
    screen.getByText(/250 points to start with, and \$35 off your first purchase\./),
  ).toBeTruthy();

  const earn = within(screen.getByRole('region', { name: 'How to Earn Points' })).getAllByRole(
    'listitem',
  );
  expect(earn.map((way) => way.textContent)).toEqual([
    '250 pointsSign up, and $35 off your first purchase',
    '150 pointsLeave a photo or video review',
    '50 pointsFollow, share or tag us on social media',
    '50 pointsCelebrate your birthday',
    '1 pointFor every $1 you spend',
    '50 pointsRefer a friend',
  ]);
  const vouchers = await within(
    screen.getByRole('region', { name: 'How to Use Your Credits' }),
  ).findAllByRole('listitem');
  expect(vouchers.map((voucher) => voucher.textContent)).toEqual([
    '50 credits$50 offOn orders of $1,000 or more',
    '100 credits$100 offOn orders of $1,500 or more',
    '200 credits$200 offOn orders of $2,000 or more',
    '300 credits$300 offOn orders of $2,800 or more',
  ]);

  const refer = screen.getByRole('region', { name: 'Refer a Friend' });
  expect(within(refer).getByLabelText("Your friend's email")).toBeTruthy();
  const facebook = within(refer).getByRole('link', { name: 'Facebook' }).getAttribute('href')!;
  expect(facebook).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/sohnne-rewards')}`,
  );
  expect(within(refer).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
    'https://wa.me/?text=',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test("the vouchers' loading failure offers Try again, which loads them", async () => {
  server.use(
    http.get(
      '/api/rewards/vouchers',
      () => HttpResponse.json({ statusCode: 503 }, { status: 503 }),
      { once: true },
    ),
  );
  await renderAt('/sohnne-rewards');
  const section = screen.getByRole('region', { name: 'How to Use Your Credits' });
  expect(
    await within(section).findByText("We couldn't load the vouchers. Please try again."),
  ).toBeTruthy();
  within(section).getByRole('button', { name: 'Try again' }).click();
  expect(await within(section).findByText('300 credits')).toBeTruthy();
});

test('a visitor is invited to sign in and nothing personal is requested', async () => {
  const requested = jest.fn();
  server.use(
    http.get('/api/rewards', () => {
      requested();
      return HttpResponse.json(rewards(0));
    }),
  );
  await renderAt('/sohnne-rewards');
  expect(
    await screen.findByText('Sign in to see your points balance and redeem vouchers.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  expect(requested).not.toHaveBeenCalled();
});

test('a signed-in customer sees his balance and redeems points for a code he can apply to his cart', async () => {
  let balance = 250;
  server.use(
    http.get('/api/rewards', () => HttpResponse.json(rewards(balance))),
    http.post('/api/rewards/redeem', async ({ request }) => {
      const { voucher } = (await request.json()) as { voucher: number };
      balance -= voucher;
      return HttpResponse.json({ code: 'CLUB-7Q2X9', amount_off: voucher, min_spend: 2000 });
    }),
  );
  const { platform, user } = await renderAt('/sohnne-rewards', createFakePlatform({ user: ada }));

  expect((await screen.findByTestId('points-balance')).textContent).toBe('250');
  expect(screen.getByText(/Ada, you have/)).toBeTruthy();
  const redeem = screen.getByRole('list', { name: 'Redeem your points' });
  expect(
    (within(redeem).getByRole('button', { name: '300 points → $300 off' }) as HTMLButtonElement)
      .disabled,
  ).toBe(true);

  await user.click(within(redeem).getByRole('button', { name: '200 points → $200 off' }));
  expect((await screen.findByText('CLUB-7Q2X9')).tagName).toBe('STRONG');
  await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('50'));
  expect(platform.toasts.success).toHaveBeenCalledWith('Your $200 voucher is ready');

  await user.click(screen.getByRole('button', { name: 'Apply to my cart' }));
  expect(platform.cart.applyCoupon).toHaveBeenCalledWith('CLUB-7Q2X9');
  await waitFor(() =>
    expect(platform.toasts.success).toHaveBeenCalledWith('Voucher CLUB-7Q2X9 applied to your cart'),
  );
});

test('counts go through the shop’s number formatting: a balance of 6944 reads 6,944', async () => {
  server.use(http.get('/api/rewards', () => HttpResponse.json(rewards(6944))));
  await renderAt('/sohnne-rewards', createFakePlatform({ user: ada }));
  expect((await screen.findByTestId('points-balance')).textContent).toBe('6,944');
  expect(screen.getByText(/Ada, you have/).textContent).toBe('Ada, you have 6,944 points.');
});

test('says when an order’s points are spendable and what a cancel does to them', async () => {
  await renderAt('/sohnne-rewards');
  expect(
    screen.getByText(
      'An order’s points are yours to spend as soon as it is paid. Cancelling the order takes them back: vouchers they bought that you have not used yet are cancelled with it, and an order whose points paid for a voucher you have used can no longer be cancelled online.',
    ),
  ).toBeTruthy();
});

test("a refused redemption shows the service's message; a failed balance offers Try again", async () => {
  server.use(
    http.get('/api/rewards', () => HttpResponse.json({ statusCode: 502 }, { status: 502 }), {
      once: true,
    }),
    http.get('/api/rewards', () => HttpResponse.json(rewards(120))),
    http.post('/api/rewards/redeem', () =>
      HttpResponse.json(
        { statusCode: 400, message: 'Not enough points for this voucher' },
        { status: 400 },
      ),
    ),
  );
  const { platform, user } = await renderAt('/sohnne-rewards', createFakePlatform({ user: ada }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load your points. Please try again.",
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByTestId('points-balance')).textContent).toBe('120');

  await user.click(screen.getByRole('button', { name: '100 points → $100 off' }));
  await waitFor(() =>
    expect(platform.toasts.error).toHaveBeenCalledWith('Not enough points for this voucher'),
  );
  expect(screen.queryByRole('button', { name: 'Apply to my cart' })).toBeNull();
});

test('Refer a Friend refuses an e-mail address that is not one, under the field', async () => {
  const { user } = await renderAt('/sohnne-rewards');
  const refer = screen.getByRole('region', { name: 'Refer a Friend' });
  await user.type(within(refer).getByLabelText("Your friend's email"), 'friend@');
  await user.click(within(refer).getByRole('button', { name: 'Send Invite' }));
  expect((await within(refer).findByRole('alert')).textContent).toBe(
    'Please enter a valid email address',
  );
  expect(within(refer).getByLabelText("Your friend's email").getAttribute('aria-invalid')).toBe(
    'true',
  );
});
