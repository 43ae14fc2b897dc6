import { memo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, usePlatform, useWishlistMark } from '@sohnne/platform';
import { AddToCartFields } from '@sohnne/platform/src/mfe';
import { Button, imageProps, Tag } from '@sohnne/ui';
import { AddToCartLabel } from '../../AddToCartLabel';
import { coverImage } from '../../coverImage';
import { isOnSale, PayPrice } from '../../PayPrice';
import { useAddToCart } from '../../useAddToCart';
import type { ProductCardSummary } from '../../types';
import { productPath } from '@sohnne/site-paths';

/** Product images are 4:5. */
const IMAGE = { width: 400, height: 500 };

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
`;

const Figure = styled.div`
  position: relative;
`;

const Media = styled.a`
  display: block;
  img {
    ${coverImage('4 / 5')}
  }
`;

/** Tags wrap beside the heart, never under it. */
const Tags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  left: ${({ theme }) => theme.space(1)};
  right: 52px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Heart = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(0.5)};
  right: ${({ theme }) => theme.space(0.5)};
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.color.charcoal};
  svg {
    width: 34px;
    height: 34px;
    padding: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.paper};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.teakDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 0;
  }
  &:disabled {
    cursor: progress;
  }
`;

const Name = styled.a`
  font-weight: 500;
  color: ${({ theme }) => theme.color.charcoal};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
`;

const Designer = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.grey500};
`;

/** The button stays the card's last item, pushed to its foot: the form adds no box of its own. */
const AddForm = styled.form`
  display: contents;
`;

const AddButton = styled(Button)`
  margin-top: auto;
  width: 100%;
`;

export interface ProductCardProps {
  product: ProductCardSummary;
  /** A tag shown on the card ('Best Seller'), besides the product's own badge and 'Sale'. */
  label?: string;
  /** Above the fold (the first row of a page): the image loads eagerly. */
  eager?: boolean;
}

/** The wishlist heart: adds or removes the product; the platform sends a visitor to /login. */
function WishlistHeart({ product }: { product: ProductCardSummary }) {
  const { on, toggle } = useWishlistMark(product.id, product.name);
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await toggle();
    } catch {
      platform.toasts.error(`We couldn't update your wishlist. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Heart
      type="button"
      aria-pressed={on}
      aria-label={`Save ${product.name} to wishlist`}
      onClick={onClick}
      disabled={busy}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </Heart>
  );
}

/**
 * The one product card of the catalogue: carousels, grids, search results and designer profiles. Memoised:
 * a listing's re-render (a filter, the busy state) passes each card the same product and skips it.
 */
export const ProductCard = memo(function ProductCard({
  product,
  label,
  eager = false,
}: ProductCardProps) {
  const { busy, add } = useAddToCart();
  const href = productPath(product.slug);
  const image = imageProps(product.image, product.name, IMAGE);
  const onSale = isOnSale(product);
  const tags = [
    ...new Set([label, product.badge_text].filter((tag): tag is string => !!tag && tag !== 'Sale')),
  ];

  // The form posts to the page server before (or without) scripts; once hydrated, the platform adds.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add({
      productId: product.id,
      variantId: product.variant_id,
      quantity: 1,
      name: product.name,
    });
  };

  return (
    <Card>
      {/* The name link below is the accessible one; the image repeats it for pointer users. */}
      <Figure>
        <Media as={Link} to={href} tabIndex={-1} aria-hidden="true">
          {image && <img {...image} loading={eager ? 'eager' : 'lazy'} decoding="async" />}
        </Media>
        {(onSale || tags.length > 0) && (
          <Tags>
            {onSale && <Tag $tone="sale">Sale</Tag>}
            {tags.map((tag) => (
              <Tag key={tag} $tone="neutral">
                {tag}
              </Tag>
            ))}
          </Tags>
        )}
        <WishlistHeart product={product} />
      </Figure>
      <Name as={Link} to={href}>
        {product.name}
      </Name>
      {product.designer && <Designer>{product.designer}</Designer>}
      <PayPrice price={product} />
      <AddForm method="post" onSubmit={submit}>
        <AddToCartFields productId={product.id} name={product.name} />
        {product.variant_id && <input type="hidden" name="variantId" value={product.variant_id} />}
        <input type="hidden" name="quantity" value="1" />
        <AddButton type="submit" $variant="secondary" disabled={busy} aria-busy={busy}>
          <AddToCartLabel busy={busy} />
        </AddButton>
      </AddForm>
    </Card>
  );
});
