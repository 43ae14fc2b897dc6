import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakePlatform, renderPage, server } from '@sohnne/web-testing';
import { Root } from '../../Root';
import { makeStore } from '../../store';
import {
  frameHeightFrom,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  widgetScriptsFrom,
} from './frameMessages';

const TRACKING = 'http://tracking.test:3005';

beforeEach(() => {
  server.use(
    http.get('/api/checkout/settings', () =>
      HttpResponse.json({
        payment_provider: 'test',
        test_mode: true,
        accepted_test_cards: [],
        declined_test_cards: [],
        tracking_url: TRACKING,
      }),
    ),
  );
});

const post = (origin: string, data: unknown) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));

test('frames the tracking page and resizes it only on height reports from the tracking origin', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/track-my-order');
  await renderPage(<Root platform={createFakePlatform()} store={makeStore()} />);
  const frame = (await screen.findByTitle('Track your order')) as HTMLIFrameElement;
  expect(frame.getAttribute('src')).toBe(`${TRACKING}/`);
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');

  post(TRACKING, { type: 'sohnne-tracking:height', height: 812.4 });
  await waitFor(() => expect(frame.style.height).toBe('813px'));

  post('http://evil.test', { type: 'sohnne-tracking:height', height: 2000 });
  expect(frame.style.height).toBe('813px');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.test'));
  warn.mockRestore();
});

test('height reports are clamped and anything else is ignored', () => {
  expect(
    frameHeightFrom(
      { origin: TRACKING, data: { type: 'sohnne-tracking:height', height: 10 } },
      TRACKING,
    ),
  ).toBe(MIN_FRAME_HEIGHT);
  expect(
    frameHeightFrom(
      { origin: TRACKING, data: { type: 'sohnne-tracking:height', height: 1e9 } },
      TRACKING,
    ),
  ).toBe(MAX_FRAME_HEIGHT);
  expect(
    frameHeightFrom({ origin: TRACKING, data: { type: 'load-script', src: 'x' } }, TRACKING),
  ).toBeNull();
  expect(
    frameHeightFrom(
      { origin: 'http://other.test', data: { type: 'sohnne-tracking:height', height: 500 } },
      TRACKING,
    ),
  ).toBeNull();
});

test('loads the widget scripts the tracking page asks for, only from its origin, each once', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.pushState(null, '', '/track-my-order');
  await renderPage(<Root platform={createFakePlatform()} store={makeStore()} />);
  await screen.findByTitle('Track your order');
  const scripts = () =>
    Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

  post(TRACKING, {
    type: 'sohnne-tracking:load-scripts',
    scripts: [
      '/widgets/map.js',
      `${TRACKING}/widgets/map.js`,
      'https://cdn.evil.test/x.js',
      'javascript:alert(1)',
      42,
    ],
  });
  expect(scripts()).toEqual([`${TRACKING}/widgets/map.js`]);

  post('http://evil.test', {
    type: 'sohnne-tracking:load-scripts',
    scripts: ['http://evil.test/x.js'],
  });
  expect(scripts()).toEqual([`${TRACKING}/widgets/map.js`]);
  warn.mockRestore();
});

test('a script request is read only from the tracking origin, and keeps only that origin’s scripts', () => {
  const data = {
    type: 'sohnne-tracking:load-scripts',
    scripts: ['/a.js', '//cdn.evil.test/b.js', 'http://tracking.test:3005/c.js'],
  };
  expect(widgetScriptsFrom({ origin: TRACKING, data }, TRACKING)).toEqual([
    `${TRACKING}/a.js`,
    `${TRACKING}/c.js`,
  ]);
  expect(widgetScriptsFrom({ origin: 'http://evil.test', data }, TRACKING)).toBeNull();
  expect(
    widgetScriptsFrom(
      { origin: TRACKING, data: { type: 'sohnne-tracking:height', height: 1 } },
      TRACKING,
    ),
  ).toBeNull();
});
