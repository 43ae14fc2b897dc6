/**
 * Runs `work` once the browser has painted the current frame: what a tap changes beyond the control itself
 * (prices in another currency, a drawer's scroll lock, analytics, prefetching) then follows the paint
 * instead of delaying it (the tap's interaction ends at its next paint). Outside a browser it runs soon.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    setTimeout(work, 0);
    return;
  }
  // The frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(work, 0));
}
