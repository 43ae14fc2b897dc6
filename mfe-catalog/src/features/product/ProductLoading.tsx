import styled from 'styled-components';
import { Skeleton } from '@sohnne/ui';
import { ProductLayout } from './productLayout';

const LoadingLayout = styled(ProductLayout)`
  margin-top: ${({ theme }) => theme.space(7)};
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The page's placeholder while the product loads: a photo, the name, price and the two buttons' rows. */
export function ProductLoading() {
  return (
    <LoadingLayout data-testid="product-skeleton">
      <Skeleton $ratio="4 / 5" />
      <div>
        <Skeleton $height="2.5rem" />
        <Skeleton $height="1.2rem" style={{ width: '40%' }} />
        <Skeleton $height="1.6rem" style={{ width: '30%' }} />
        <Skeleton $height="44px" />
        <Skeleton $height="44px" />
      </div>
    </LoadingLayout>
  );
}
