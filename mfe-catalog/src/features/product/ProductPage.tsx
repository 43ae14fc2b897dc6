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

/** A product: its photos beside name, price, the buy form and details; then related products. */
function ProductView({ product }: { product: ProductDetail }) {
  const { variant, choose } = useChosenVariant(product);
  const crumbs = [
    ...product.breadcrumb.map((item) => ({ label: item.name, to: item.path })),
    { label: product.name },
  ];
  return (
    <>
      <Breadcrumb items={crumbs} />
      <ProductLayout>
        <ProductPhotos product={product} variantId={variant?.id} />
        <Info>
          <ProductHeader product={product} variant={variant} />
          <BuyForm product={product} variant={variant} onChoose={choose} />
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
