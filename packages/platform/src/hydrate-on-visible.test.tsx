import { act, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOnVisible } from './hydrate-on-visible';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <HydrateOnVisible>
        <Counter name="below" />
      </HydrateOnVisible>
    </main>
  );
}

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

let root: Root | undefined;

beforeEach(() => {
  observed = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    FakeIntersectionObserver;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return container;
}

test('the server renders the section at once', () => {
  document.body.innerHTML = renderToString(<Page />);
  expect(button('below').textContent).toBe('below 0');
});

test('while hydrating, the section keeps its server HTML until it comes into view, then hydrates', async () => {
  await hydrateServerHtml();
  await act(async () => button('top').click());
  expect(button('top').textContent).toBe('top 1');

  await act(async () => button('below').click());
  expect(button('below').textContent).toBe('below 0');
  expect(observed[0].targets).toEqual([button('below')]);

  const [{ callback, targets }] = observed;
  await act(async () =>
    callback(
      [{ isIntersecting: true, target: targets[0] } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
  await act(async () => button('below').click());
  expect(button('below').textContent).toBe('below 1');
});

test('a shopper reaching for the section hydrates it before the click', async () => {
  await hydrateServerHtml();
  await act(async () => {
    button('below').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => button('below').click());
  expect(button('below').textContent).toBe('below 1');
});

test('a client render (a navigation) renders the section at once', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });
  await act(async () => button('below').click());
  expect(button('below').textContent).toBe('below 1');
  expect(observed).toEqual([]);
});

test('an update from the page while the section waits keeps its server HTML; once open it shows the latest', async () => {
  let setLabel!: (label: string) => void;
  function Parent() {
    const [label, set] = useState('below');
    setLabel = set;
    return (
      <main>
        <HydrateOnVisible>
          <Counter name={label} />
        </HydrateOnVisible>
      </main>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Parent />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Parent />);
  });
  await act(async () => setLabel('changed'));
  expect(button('below').textContent).toBe('below 0');

  await act(async () => {
    button('below').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(button('changed').textContent).toBe('changed 0');
  await act(async () => button('changed').click());
  expect(button('changed').textContent).toBe('changed 1');
});
