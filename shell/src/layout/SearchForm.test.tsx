import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { renderInShell } from '../../test/render-shell';
import { SearchForm } from './SearchForm';

const SUGGESTIONS = {
  'GET /api/search/suggest?q=eam': {
    body: {
      data: [
        { id: 'p1', name: 'Eames Lounge Chair', slug: 'eames-lounge-chair', image: null },
        { id: 'p2', name: 'Eames Side Chair', slug: 'eames-side-chair', image: null },
      ],
    },
  },
};

function renderSearch(onDone?: () => void) {
  renderInShell(<SearchForm onDone={onDone} />);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  // The list the input controls, hidden while there is nothing to suggest.
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  expect(list.getAttribute('aria-label')).toBe('Suggested products');
  return { input, list, form: screen.getByRole('search', { name: 'Product search' }) };
}

describe('SearchForm', () => {
  it('suggests products while typing: arrows choose one, Enter opens it, Escape closes the list', async () => {
    const onDone = jest.fn();
    const { input, list, form } = renderSearch(onDone);
    const stub = stubFetch(SUGGESTIONS);
    fireEvent.change(input, { target: { value: 'eam' } });
    const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    await waitFor(() =>
      expect(options().map((option) => option.textContent)).toEqual([
        'Eames Lounge Chair',
        'Eames Side Chair',
      ]),
    );
    expect(list.hidden).toBe(false);
    expect(stub.calls).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.submit(form);
    expect(window.location.pathname).toBe('/product/eames-side-chair');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a click on a suggestion opens that product', async () => {
    const { input, list } = renderSearch();
    stubFetch(SUGGESTIONS);
    fireEvent.change(input, { target: { value: 'eam' } });
    await waitFor(() => expect(list.querySelectorAll('[role="option"]')).toHaveLength(2));
    fireEvent.click(screen.getByRole('option', { name: 'Eames Lounge Chair' }));
    expect(window.location.pathname).toBe('/product/eames-lounge-chair');
  });

  it('Enter searches for the typed text; an empty box goes nowhere; one letter asks for no suggestions', () => {
    const { input, form } = renderSearch();
    const stub = stubFetch({});
    fireEvent.submit(form);
    expect(window.location.pathname).toBe('/');
    fireEvent.change(input, { target: { value: 'e' } });
    expect(stub.calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'eames lounge' } });
    fireEvent.submit(form);
    expect(window.location.pathname + window.location.search).toBe(
      '/search?product=eames%20lounge',
    );
  });
});
