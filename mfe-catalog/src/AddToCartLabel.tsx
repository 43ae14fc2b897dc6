import { Spinner } from '@sohnne/ui';

/**
 * 'Add to cart', or a spinner and 'Adding…' while busy. Both are always rendered, the one not shown
 * `hidden`, so the spinner's styles come with the page's and a tap injects no CSS (issue 39: a rule added
 * at tap time recalculates the whole document's style).
 */
export function AddToCartLabel({ busy }: { busy: boolean }) {
  return (
    <>
      <span hidden={!busy}>
        <Spinner /> Adding…
      </span>
      <span hidden={busy}>Add to cart</span>
    </>
  );
}
