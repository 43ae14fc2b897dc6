import { RENDER_ERROR_EVENT, RUM_BEACON, startRum } from './index';
import { reportVitals } from './reporter';

// The vitals themselves are web-vitals' (measured by the browser's performance entries jsdom lacks).
jest.mock('./reporter', () => ({ reportVitals: jest.fn() }));

describe('startRum', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/about-us');
  });
  afterEach(() => jest.useRealTimers());

  const start = () => {
    const sent: object[] = [];
    startRum({
      ownerOf: (pathname) => (pathname.startsWith('/products') ? 'catalog' : 'content'),
      versionOf: (name) => (name === 'content' ? '2.0.0' : '1.0.0'),
      send: (url, beacon) => {
        expect(url).toBe(RUM_BEACON);
        sent.push(beacon);
      },
    });
    return sent;
  };

  it('counts the landing page and each navigation to another path, by its owning MFE version', () => {
    const sent = start();
    window.history.pushState(null, '', '/products/shoe');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(sent).toEqual([
      { page: { mfe: 'content', version: '2.0.0' }, view: true },
      { page: { mfe: 'catalog', version: '1.0.0' }, view: true },
    ]);
  });

  it('counts the landing page once it has loaded, or as the visitor leaves before', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const loaded = start();
      expect(loaded).toEqual([]);
      window.dispatchEvent(new Event('load'));
      window.dispatchEvent(new Event('pagehide'));
      expect(loaded).toEqual([{ page: { mfe: 'content', version: '2.0.0' }, view: true }]);

      const left = start();
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('load'));
      expect(left).toEqual([{ page: { mfe: 'content', version: '2.0.0' }, view: true }]);
    } finally {
      readyState.mockRestore();
    }
  });

  it("measures the vitals once the page has loaded, each interaction's for the page it began on", async () => {
    start();
    await jest.runAllTimersAsync();
    expect(reportVitals).toHaveBeenCalledWith(
      { mfe: 'content', version: '2.0.0' },
      [{ since: 0, page: { mfe: 'content', version: '2.0.0' } }],
      expect.any(Function),
    );
    window.history.pushState(null, '', '/products/shoe');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    const views = jest.mocked(reportVitals).mock.lastCall![1];
    expect(views.map(({ page }) => page)).toEqual([
      { mfe: 'content', version: '2.0.0' },
      { mfe: 'catalog', version: '1.0.0' },
    ]);
  });

  it("batches the errors of MFE scripts and error boundaries, ignoring the shell's own", () => {
    const sent = start();
    sent.length = 0;
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'http://localhost/mfe/content/2.0.0/page.js' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/main.js' }));
    window.dispatchEvent(new CustomEvent(RENDER_ERROR_EVENT, { detail: { mfe: 'catalog' } }));
    expect(sent).toEqual([]);
    jest.runAllTimers();
    expect(sent).toEqual([
      {
        errors: [
          { mfe: 'content', version: '2.0.0', kind: 'uncaught' },
          { mfe: 'catalog', version: '1.0.0', kind: 'render' },
        ],
      },
    ]);
  });
});
