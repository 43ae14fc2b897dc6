import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import {
  ButtonLink,
  PageContainer,
  PageHeading,
  ProductGrid,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import type { Collection } from '../../types';
import { useGetCollectionsQuery } from './collectionsApi';
import { collectionPath } from '@sohnne/site-paths';

export const SKELETON_COUNT = 10;
/** Tiles in the first rows load eagerly; the rest wait until they near the viewport. */
const EAGER_TILES = 4;
/** Collection thumbnails are 4:5, like product images. */
const THUMB = { width: 800, height: 1000 };

const TileLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  text-decoration: none;
  color: ${({ theme }) => theme.color.charcoal};
  img,
  .placeholder {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
    transition: transform ${({ theme }) => theme.motion};
  }
  span {
    font-weight: 500;
    font-size: 1.05rem;
    letter-spacing: 0.02em;
  }
  &:hover span {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  &:hover img {
    transform: scale(1.02);
  }
`;

const SkeletonName = styled(Skeleton)`
  margin-top: ${({ theme }) => theme.space(1.5)};
  width: 60%;
`;

function CollectionTile({ collection, eager }: { collection: Collection; eager: boolean }) {
  return (
    <li>
      <TileLink to={collectionPath(collection.slug)}>
        {collection.thumbnail_desktop ? (
          <img
            src={collection.thumbnail_desktop}
            alt={collection.name}
            {...THUMB}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="placeholder" aria-hidden="true" />
        )}
        <span>{collection.name}</span>
      </TileLink>
    </li>
  );
}

export default function CollectionsPage() {
  const query = useGetCollectionsQuery();
  return (
    <PageContainer>
      <PageHeading>Collections</PageHeading>
      <QueryState
        query={query}
        error="We couldn't load the collections. Please try again."
        loading={
          <ProductGrid>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i} data-testid="collection-skeleton" aria-hidden="true">
                <Skeleton $ratio="4 / 5" />
                <SkeletonName $height="1.2em" />
              </li>
            ))}
          </ProductGrid>
        }
        isEmpty={(collections) => collections.length === 0}
        empty={
          <StatePanel>
            <p>There are no collections to show yet.</p>
            <ButtonLink as={Link} to="/" $variant="secondary">
              Back Home
            </ButtonLink>
          </StatePanel>
        }
      >
        {(collections) => (
          <ProductGrid>
            {collections.map((collection, i) => (
              <CollectionTile key={collection.id} collection={collection} eager={i < EAGER_TILES} />
            ))}
          </ProductGrid>
        )}
      </QueryState>
    </PageContainer>
  );
}
