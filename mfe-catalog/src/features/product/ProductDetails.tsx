import { memo, useId } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from '@sohnne/contracts';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.grey100};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.grey700};
  font-size: 0.95rem;
`;

const Details = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
  padding-top: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: 1.6;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

/** The delivery note, then 'About this piece': description, dimensions and materials. */
export const ProductDetails = memo(function ProductDetails({
  product,
}: {
  product: ProductDetail;
}) {
  const headingId = useId();
  return (
    <>
      {product.delivery_note && <Note>{product.delivery_note}</Note>}
      <Details aria-labelledby={headingId}>
        <h2 id={headingId}>About this piece</h2>
        {product.description && <p>{product.description}</p>}
        <dl>
          {product.dimensions && (
            <>
              <dt>Dimensions</dt>
              <dd>{product.dimensions}</dd>
            </>
          )}
          {product.materials.length > 0 && (
            <>
              <dt>Materials</dt>
              <dd>{product.materials.join(', ')}</dd>
            </>
          )}
        </dl>
      </Details>
    </>
  );
});
