import styled from 'styled-components';
import { useWishlistMark } from '@sohnne/platform';
import { Button } from '@sohnne/ui';

// The mark's colour follows aria-pressed, a class the page already has: a toggle adds no CSS (issue 39).
const WishButton = styled(Button)`
  span[aria-hidden] {
    font-size: 1.2rem;
  }
  &[aria-pressed='true'] span[aria-hidden] {
    color: ${({ theme }) => theme.color.teakDark};
  }
  &:hover:not(:disabled) span[aria-hidden] {
    color: inherit;
  }
`;

/** Saves the product to the wishlist or takes it off (the platform sends a visitor to sign in). */
export function WishlistButton({ productId, name }: { productId: string; name: string }) {
  const wishlist = useWishlistMark(productId, name);
  return (
    <WishButton
      type="button"
      $variant="secondary"
      aria-pressed={wishlist.on}
      onClick={() => void wishlist.toggle()}
    >
      <span aria-hidden="true">{wishlist.on ? '♥' : '♡'}</span> Wishlist
    </WishButton>
  );
}
