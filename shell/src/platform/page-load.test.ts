import { createPageLoad, OVERLAY_HIDE_DELAY_MS, PAGE_LOAD_MAX_MS } from './page-load';

describe('page-load flag and overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the overlay while flagged and hides it exactly 800 ms after done()', () => {
    const pageLoad = createPageLoad();
    expect(OVERLAY_HIDE_DELAY_MS).toBe(800);
    pageLoad.start();
    expect(pageLoad.overlay.get()).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(pageLoad.overlay.get()).toBe(true);
    pageLoad.done();
    expect(pageLoad.isLoading()).toBe(false);
    jest.advanceTimersByTime(799);
    expect(pageLoad.overlay.get()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(pageLoad.overlay.get()).toBe(false);
  });

  it('a new page load during the hide delay keeps the overlay up', () => {
    const pageLoad = createPageLoad();
    pageLoad.start();
    pageLoad.done();
    jest.advanceTimersByTime(500);
    pageLoad.start();
    jest.advanceTimersByTime(800);
    expect(pageLoad.overlay.get()).toBe(true);
    pageLoad.done();
    jest.advanceTimersByTime(800);
    expect(pageLoad.overlay.get()).toBe(false);
  });

  it('ignores done() when nothing is loading, and a second done() does not postpone the hide', () => {
    const pageLoad = createPageLoad();
    pageLoad.done();
    expect(pageLoad.overlay.get()).toBe(false);
    pageLoad.start();
    pageLoad.done();
    jest.advanceTimersByTime(600);
    pageLoad.done();
    jest.advanceTimersByTime(200);
    expect(pageLoad.overlay.get()).toBe(false);
  });

  it('clears a flag that is never reported done', () => {
    const pageLoad = createPageLoad();
    pageLoad.start();
    jest.advanceTimersByTime(PAGE_LOAD_MAX_MS + OVERLAY_HIDE_DELAY_MS);
    expect(pageLoad.isLoading()).toBe(false);
    expect(pageLoad.overlay.get()).toBe(false);
  });
});
