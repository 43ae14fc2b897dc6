import styled from 'styled-components';
import { Link, useParams } from '@sohnne/platform';
import {
  Breadcrumb,
  ButtonLink,
  imageProps,
  PageContainer,
  QueryState,
  Skeleton,
} from '@sohnne/ui';
import { ProductCardGrid, ProductGridSkeleton } from '../product-grid';
import { useGetDesignerQuery } from './designerApi';
import { RichText } from './RichText';

export const DEFAULT_COUNTRY = 'United States';
const AVATAR = { width: 240, height: 240 };

const Profile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
  }
  img,
  .avatar {
    width: 160px;
    height: 160px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.color.grey100};
    ${({ theme }) => theme.media.tablet} {
      width: 240px;
      height: 240px;
    }
  }
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
`;

const Country = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.grey700};
  letter-spacing: 0.04em;
`;

const ProductsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

/** A designer's profile: avatar, name, country, biography and up to 4 of their pieces. */
export default function DesignerPage() {
  const slug = useParams().slug ?? '';
  const query = useGetDesignerQuery(slug);
  return (
    <PageContainer>
      <QueryState
        query={query}
        error="We couldn't load this designer. Please try again."
        loading={
          <Profile>
            <Skeleton className="avatar" />
            <div>
              <Skeleton $height="2.5rem" style={{ width: '50%' }} />
              <Skeleton $height="6rem" style={{ marginTop: 24 }} />
            </div>
            <ProductGridSkeleton count={4} />
          </Profile>
        }
      >
        {(designer) => {
          const avatar = imageProps(designer.avatar, designer.name, AVATAR);
          return (
            <>
              <Breadcrumb
                items={[{ label: 'Designers', to: '/designer' }, { label: designer.name }]}
              />
              <Profile aria-labelledby="designer-name">
                {avatar ? <img {...avatar} /> : <div className="avatar" aria-hidden="true" />}
                <div>
                  <h1 id="designer-name">{designer.name}</h1>
                  <Country>{designer.country || DEFAULT_COUNTRY}</Country>
                  <RichText html={designer.biography} />
                </div>
              </Profile>
              <section aria-labelledby="designer-products">
                <ProductsHeader>
                  <h2 id="designer-products">{`${designer.name} Designs`}</h2>
                  <ButtonLink
                    as={Link}
                    to={
                      designer.collection_path || `/collections/designer-furniture/${designer.slug}`
                    }
                    $variant="secondary"
                    aria-label={`View All ${designer.name} products`}
                  >
                    View All
                  </ButtonLink>
                </ProductsHeader>
                {designer.products.length > 0 ? (
                  <ProductCardGrid products={designer.products.slice(0, 4)} />
                ) : (
                  <p>No products by {designer.name} are available right now.</p>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </PageContainer>
  );
}
