import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CURRENCIES } from '@sohnne/platform';
import { stubFetch } from '../../test/fetch';
import { renderInShell } from '../../test/render-shell';
import { CurrencySelect } from './CurrencySelect';

describe('CurrencySelect', () => {
  afterEach(() => {
    document.cookie = 'sohnne_currency=; max-age=0; path=/';
  });

  it('offers every currency, shows the choice at once and switches the shop to it after that paint', async () => {
    const { shell } = renderInShell(<CurrencySelect />);
    stubFetch({
      'GET /api/currency/rates': { body: { base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79 } } },
    });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' });
    expect([...select.options].map((option) => option.value)).toEqual([...CURRENCIES]);
    expect(select.value).toBe('USD');
    fireEvent.change(select, { target: { value: 'EUR' } });
    expect(select.value).toBe('EUR');
    expect(shell.platform.currency.get().code).toBe('USD');
    await waitFor(() => expect(shell.platform.currency.get().code).toBe('EUR'));
    expect(select.value).toBe('EUR');
  });
});
