import { act, fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { renderInShell } from '../../test/render-shell';
import { CartLink } from './CartLink';

describe('CartLink', () => {
  const cartWith = async (refresh: () => Promise<unknown>, count: number) => {
    stubFetch({ 'GET /api/cart': { body: { lines: [], count, subtotal: count * 10 } } });
    await act(async () => void (await refresh()));
  };

  it('names the number of items, shows it on a badge from one item on (99+ above 99), and opens the cart in the page', async () => {
    const { shell } = renderInShell(<CartLink />);
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('');
    await cartWith(shell.platform.cart.refresh, 1);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' }).textContent).toBe('1');
    await cartWith(shell.platform.cart.refresh, 120);
    expect(screen.getByRole('link', { name: 'Cart, 120 items' }).textContent).toBe('99+');
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/cart');
  });
});
