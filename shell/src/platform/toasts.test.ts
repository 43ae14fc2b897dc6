import { createToasts, TOAST_DURATION_MS } from './toasts';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts of each kind and dismisses each after about 4 s', () => {
    const toasts = createToasts();
    toasts.success('Saved');
    jest.advanceTimersByTime(1000);
    toasts.error('Failed');
    toasts.show('Note');
    expect(toasts.list.get().map((t) => [t.message, t.kind])).toEqual([
      ['Saved', 'success'],
      ['Failed', 'error'],
      ['Note', 'info'],
    ]);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    expect(toasts.list.get().map((t) => t.message)).toEqual(['Failed', 'Note']);
    jest.advanceTimersByTime(1000);
    expect(toasts.list.get()).toEqual([]);
  });

  it('closes a toast on demand', () => {
    const toasts = createToasts();
    toasts.show('One');
    toasts.show('Two');
    toasts.dismiss(toasts.list.get()[0].id);
    expect(toasts.list.get().map((t) => t.message)).toEqual(['Two']);
  });

  it('keeps at most four on screen, dropping the oldest', () => {
    const toasts = createToasts();
    for (const n of [1, 2, 3, 4, 5]) toasts.show(`T${n}`);
    expect(toasts.list.get().map((t) => t.message)).toEqual(['T2', 'T3', 'T4', 'T5']);
  });
});
