/** Runs `work` when the main thread is idle (soon, where the browser has no idle callbacks). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'undefined') setTimeout(work, 1);
  else requestIdleCallback(() => work(), { timeout: 5000 });
}
