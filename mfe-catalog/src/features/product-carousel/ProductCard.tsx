import { useState } from 'react';
import styled from 'styled-components';
import { Link, useMoney, usePlatform } from '@sohnne/platform';
import { Button, imageProps, Price, Spinner, Tag } from '@sohnne/ui';
import type { Product } from '../../types';

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
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
`;

const Tags = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  left: ${({ theme }) => theme.space(1)};
  display: flex;
  gap: 4px;
`;

const Name = styled.a`
  font-weight: 500;
  color: ${({ theme }) => theme.color.charcoal};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.teakDark}; text-decoration: underline; }
`;

const Designer = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.grey500};
`;

const AddButton = styled(Button)`
  margin-top: auto;
  width: 100%;
`;

/** Carousels sit below the fold: images load lazily. */
export function ProductCard({ product }: { product: Product }) {
  const platform = usePlatform();
  const format = useMoney();
  const [busy, setBusy] = useState(false);
  const href = `/product/${product.slug}`;
  const image = imageProps(product.image, product.name, IMAGE);

  const addToCart = async () => {
    setBusy(true);
    try {
      await platform.cart.add({ productId: product.id, variantId: product.variants[0]?.id, quantity: 1, name: product.name });
    } catch {
      platform.toasts.error(`We couldn't add ${product.name} to your cart. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      {/* The name link below is the accessible one; the image repeats it for pointer users. */}
      <Figure>
        <Media as={Link} to={href} tabIndex={-1} aria-hidden="true">
          {image && <img {...image} loading="lazy" decoding="async" />}
        </Media>
        {(product.is_discount || product.badge_text) && (
          <Tags>
            {product.is_discount && <Tag $tone="sale">Sale</Tag>}
            {product.badge_text && <Tag $tone="neutral">{product.badge_text}</Tag>}
          </Tags>
        )}
      </Figure>
      <Name as={Link} to={href}>
        {product.name}
      </Name>
      {product.designer && <Designer>{product.designer}</Designer>}
      <Price list={format(product.price)} sale={product.is_discount && product.discount_price != null ? format(product.discount_price) : null} />
      <AddButton type="button" $variant="secondary" onClick={addToCart} disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <Spinner /> Adding…
          </>
        ) : (
          'Add to cart'
        )}
      </AddButton>
    </Card>
  );
}
