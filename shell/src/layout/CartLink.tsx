import styled from 'styled-components';
import { useCartSummary } from '@sohnne/platform';
import { useNavigateClick } from './context';
import { BagIcon } from './icons';

/* The badge's styles are the link's, drawn from the start: a first add to cart injects no style rules. */
const CartAnchor = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.color.walnut};
  &:hover {
    color: ${({ theme }) => theme.color.teakDark};
  }
  > span {
    position: absolute;
    top: 4px;
    right: 2px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${({ theme }) => theme.color.teakDark};
    color: #fff;
    font-size: 0.7rem;
    font-weight: 500;
    line-height: 18px;
    text-align: center;
  }
`;

/** The bag icon with the number of items in the cart. */
export function CartLink() {
  const { count } = useCartSummary();
  const navigateClick = useNavigateClick();
  return (
    <CartAnchor
      href="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={navigateClick}
    >
      <BagIcon />
      {count > 0 && <span aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </CartAnchor>
  );
}
