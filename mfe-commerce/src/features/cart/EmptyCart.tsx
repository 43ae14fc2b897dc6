import { Link } from '@sohnne/platform';
import { ButtonLink, StatePanel } from '@sohnne/ui';

/** What the cart and checkout pages show for a cart without lines: the spec's text and a way on. */
export function EmptyCart() {
  return (
    <StatePanel>
      <h2>Your cart is empty</h2>
      <ButtonLink as={Link} to="/collections">
        Browse Products
      </ButtonLink>
    </StatePanel>
  );
}
