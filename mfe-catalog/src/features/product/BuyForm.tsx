import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ProductDetail, ProductVariant } from '@sohnne/contracts';
import { AddToCartFields } from '@sohnne/platform/src/mfe';
import { Button } from '@sohnne/ui';
import { AddToCartLabel } from '../../AddToCartLabel';
import { useAddToCart } from '../../useAddToCart';
import { QuantityField } from './QuantityField';
import { VariantChoice } from './VariantChoice';
import { WishlistButton } from './WishlistButton';

/** The choice, quantity and buttons lay out as before: the form adds no box of its own. */
const Form = styled.form`
  display: contents;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: flex-end;
  > button:first-of-type {
    flex: 1 1 180px;
  }
`;

/**
 * Variant, quantity, Add to cart and Wishlist. The form posts to the page server before (or without)
 * scripts; once hydrated, the platform adds.
 */
export function BuyForm({
  product,
  variant,
  onChoose,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  onChoose: (variantId: string) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const { busy, add } = useAddToCart();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add({ productId: product.id, variantId: variant?.id, quantity, name: product.name });
  };

  return (
    <Form method="post" onSubmit={submit}>
      <AddToCartFields productId={product.id} name={product.name} />
      {product.variants.length > 0 && (
        <VariantChoice variants={product.variants} chosen={variant} onChoose={onChoose} />
      )}
      <Buttons>
        <QuantityField value={quantity} onChange={setQuantity} />
        <Button type="submit" disabled={busy || !variant} aria-busy={busy}>
          <AddToCartLabel busy={busy} />
        </Button>
        <WishlistButton productId={product.id} name={product.name} />
      </Buttons>
    </Form>
  );
}
