import styled from 'styled-components';
import type { ProductDetail, ProductVariant } from '@sohnne/contracts';
import { Link } from '@sohnne/platform';
import { Tag } from '@sohnne/ui';
import { isOnSale, PayPrice } from '../../PayPrice';

const Tags = styled.p`
  margin: 0;
  display: flex;
  gap: 4px;
`;

const PriceLine = styled.div`
  font-size: 1.25rem;
`;

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.grey700};
  a {
    color: ${({ theme }) => theme.color.walnut};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

/** The product's name, whom it is designed after, its Sale and badge tags and the chosen variant's price. */
export function ProductHeader({
  product,
  variant,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
}) {
  const onSale = !!variant && isOnSale(variant);
  return (
    <>
      <h1>{product.name}</h1>
      {(product.designer_ref || product.designer) && (
        <Byline>
          Designed after{' '}
          {product.designer_ref ? (
            <Link to={`/designer/${product.designer_ref.slug}`}>{product.designer_ref.name}</Link>
          ) : (
            product.designer
          )}
        </Byline>
      )}
      {(onSale || product.badge_text) && (
        <Tags>
          {onSale && <Tag $tone="sale">Sale</Tag>}
          {product.badge_text && <Tag $tone="neutral">{product.badge_text}</Tag>}
        </Tags>
      )}
      {variant && (
        <PriceLine>
          <PayPrice price={variant} />
        </PriceLine>
      )}
    </>
  );
}
