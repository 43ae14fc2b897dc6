import { screen, within } from '@testing-library/react';
import { renderCheckout, serveCheckout } from './checkout.fixtures';

beforeEach(() => serveCheckout());

const couponPart = () => screen.findByRole('region', { name: 'Coupon' });

test('Apply without a code asks for one and sends nothing', async () => {
  const { platform, user } = await renderCheckout();
  await user.click(within(await couponPart()).getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('Enter a coupon code')).toBeTruthy();
  expect(platform.cart.applyCoupon).not.toHaveBeenCalled();
});

test('an accepted code is shown as applied and can be removed; a refused one says why', async () => {
  const { platform, user } = await renderCheckout();
  platform.cart.applyCoupon.mockResolvedValueOnce({
    ok: false,
    message: 'This coupon has expired',
  });
  await user.type(screen.getByLabelText('Coupon code'), 'OLD10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This coupon has expired')).toBeTruthy();

  await user.clear(screen.getByLabelText('Coupon code'));
  await user.type(screen.getByLabelText('Coupon code'), ' WELCOME35 ');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(platform.cart.applyCoupon).toHaveBeenLastCalledWith('WELCOME35');
  const part = await couponPart();
  expect((await within(part).findByText('WELCOME35')).tagName).toBe('STRONG');
  await user.click(within(part).getByRole('button', { name: 'Remove' }));
  expect(platform.cart.clearCoupon).toHaveBeenCalledTimes(1);
  expect(await screen.findByLabelText('Coupon code')).toBeTruthy();
});
