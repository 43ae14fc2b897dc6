import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { configureStore } from '@reduxjs/toolkit';
import { createMfeLifecycles } from './lifecycles';
import { PAGE_DATA_ID, regionRootId, type PageData } from './page-data';
import type { PlatformProps } from './contract';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

const pageData = (regions: PageData['regions']) =>
  ({
    manifest: { mfes: {} },
    session: null,
    cart: { count: 0 },
    wishlist: [],
    currency: 'GBP',
    rates: {},
    a11y: false,
    notFound: false,
    regions,
  }) as unknown as PageData;

function serverPage() {
  document.body.innerHTML = `
    <script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(pageData({ test: { state: {} } }))}</script>
    <div id="${regionRootId('test')}" data-ssr="test">${renderToString(<Counter />)}</div>`;
}

async function mount() {
  const lifecycles = createMfeLifecycles({
    name: 'test',
    version: '1.0.0',
    rootComponent: Counter as unknown as (props: PlatformProps) => React.JSX.Element,
    routes: [],
    store: configureStore({ reducer: (state: object = {}) => state }),
    errorMessage: 'Unavailable',
  });
  const props = { name: 'test' } as unknown as PlatformProps;
  await lifecycles.bootstrap(props as never);
  for (const step of lifecycles.mount) await step(props as never);
}

/** Resolves once the condition holds; React's scheduler runs on macrotasks. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

// Not inside act(): act would hold the transition's commit until its callback ends, which waits for it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('createMfeLifecycles', () => {
  it('hydrates the server HTML in place, without a mismatch, and the region then answers input', async () => {
    serverPage();
    const serverButton = document.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const button = document.querySelector('button')!;
    // The same node the server sent: hydrated, not rendered again.
    expect(button).toBe(serverButton);
    button.click();
    await until(() => button.textContent === 'Clicked 1 times');
  });
});
