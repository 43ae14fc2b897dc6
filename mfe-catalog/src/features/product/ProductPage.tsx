import { memo, Suspense } from 'react';
import styled from 'styled-components';
import { useParams } from '@sohnne/platform';
import { Breadcrumb, PageContainer, QueryState } from '@sohnne/ui';
import type { ProductDetail } from '@sohnne/contracts';
import { BuyForm } from './BuyForm';
import { ProductDetails } from './ProductDetails';
import { ProductHeader } from './ProductHeader';
import { ProductLoading } from './ProductLoading';
import { ProductPhotos } from './ProductPhotos';
import { useGetProductQuery } from './productApi';
import { ProductLayout } from './productLayout';
import { RelatedProducts } from './RelatedProducts';
import { useChosenVariant } from './useChosenVariant';

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3.5vw, 2.25rem);
  }
`;

/** The product's trail; memoised, so picking a variant leaves it as it is. */
const ProductTrail = memo(function ProductTrail({ product }: { product: ProductDetail }) {
  const crumbs = [
    ...product.breadcrumb.map((item) => ({ label: item.name, to: item.path })),
    { label: product.name },
  ];
  return <Breadcrumb items={crumbs} />;
});

/** A product: its photos beside name, price, the buy form and details; then related products. */
function ProductView({ product }: { product: ProductDetail }) {
  const { variant, choose } = useChosenVariant(product);
  return (
    <>
      <ProductTrail product={product} />
      {/* The photos and the buy form are Suspense boundaries: hydrated as tasks of their own, the one a
          shopper touches first. */}
      <ProductLayout>
        <Suspense fallback={null}>
          <ProductPhotos product={product} variantId={variant?.id} />
        </Suspense>
        <Info>
          <ProductHeader product={product} variant={variant} />
          <Suspense fallback={null}>
            <BuyForm product={product} variant={variant} onChoose={choose} />
          </Suspense>
          <ProductDetails product={product} />
        </Info>
      </ProductLayout>
      <RelatedProducts products={product.related} />
    </>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const query = useGetProductQuery(slug);
  return (
    <PageContainer>
      <QueryState
        query={query}
        loading={<ProductLoading />}
        error="We couldn't load this product. Please try again."
      >
        {(product) => <ProductView key={product.id} product={product} />}
      </QueryState>
    </PageContainer>
  );
}
