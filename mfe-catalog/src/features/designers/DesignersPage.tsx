import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, useHydrated } from '@sohnne/platform';
import {
  ButtonLink,
  imageProps,
  PageContainer,
  PageHeading,
  ProductGrid,
  QueryState,
  Skeleton,
  Spinner,
  StatePanel,
} from '@sohnne/ui';
import type { DesignerListItem } from '@sohnne/contracts';
import { DESIGNERS_PER_PAGE, useGetDesignersQuery, useLazyGetDesignersQuery } from './designersApi';

/** The spec: the next page loads when 80 % of the marker under the grid is in view. */
export const SCROLL_THRESHOLD = 0.8;
const AVATAR = { width: 240, height: 240 };
const EAGER_TILES = 8;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  height: 100%;
  box-sizing: border-box;
  text-align: center;
  text-decoration: none;
  color: ${({ theme }) => theme.color.charcoal};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  img,
  .placeholder {
    width: 100%;
    max-width: 160px;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.grey100};
  }
  strong {
    font-weight: 500;
    font-size: 1.05rem;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.grey700};
  }
  &:hover strong {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

const SkeletonTile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  > div:first-child {
    max-width: 160px;
    border-radius: 50%;
  }
`;

const Marker = styled.div`
  min-height: 64px;
  display: flex;
  justify-content: center;
  align-items: center;
`;

const Cta = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)};
  text-align: center;
  background: ${({ theme }) => theme.color.grey100};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
`;

function DesignerTile({ designer, eager }: { designer: DesignerListItem; eager: boolean }) {
  const avatar = imageProps(designer.avatar, designer.name, AVATAR);
  return (
    <li>
      <Tile to={`/designer/${designer.slug}`}>
        {avatar ? (
          <img {...avatar} alt={avatar.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <div className="placeholder" aria-hidden="true" />
        )}
        <strong>{designer.name}</strong>
        <span>{designer.country || 'United States'}</span>
      </Tile>
    </li>
  );
}

/** Pages 2, 3, … as the shopper scrolls, until a page comes back short or empty. */
function useMoreDesigners(firstPage: DesignerListItem[] | undefined) {
  const [more, setMore] = useState<DesignerListItem[]>([]);
  const [nextPage, setNextPage] = useState(2);
  const [ended, setEnded] = useState(false);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const [fetchPage] = useLazyGetDesignersQuery();
  const done = ended || (firstPage !== undefined && firstPage.length < DESIGNERS_PER_PAGE);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await fetchPage(nextPage, true).unwrap();
      setMore((current) => [...current, ...page]);
      if (page.length < DESIGNERS_PER_PAGE) setEnded(true);
      else setNextPage(nextPage + 1);
    } catch (error) {
      // The spec: a failed page is logged only; scrolling past the marker again retries.
      console.error('[catalog] designers page could not be loaded', nextPage, error);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchPage, nextPage]);

  return { more, done, loading, loadNext };
}

function DesignerGrid({ designers }: { designers: DesignerListItem[] }) {
  const hydrated = useHydrated();
  const marker = useRef<HTMLDivElement>(null);
  const { more, done, loading, loadNext } = useMoreDesigners(designers);

  useEffect(() => {
    const element = marker.current;
    if (!hydrated || done || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the marker is still in view after the last page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadNext();
      },
      { threshold: SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, done, loadNext]);

  const all = [...designers, ...more];
  return (
    <>
      <ProductGrid>
        {all.map((designer, i) => (
          <DesignerTile key={designer.slug} designer={designer} eager={i < EAGER_TILES} />
        ))}
      </ProductGrid>
      {!done && (
        <Marker ref={marker} data-testid="designers-more">
          {loading && <Spinner aria-label="Loading more designers" />}
        </Marker>
      )}
    </>
  );
}

export default function DesignersPage() {
  const query = useGetDesignersQuery(1);
  return (
    <PageContainer>
      <PageHeading>Designer Community</PageHeading>
      <QueryState
        query={query}
        error="We couldn't load the designers. Please try again."
        loading={
          <ProductGrid>
            {Array.from({ length: DESIGNERS_PER_PAGE }, (_, i) => (
              <li key={i} data-testid="designer-skeleton" aria-hidden="true">
                <SkeletonTile>
                  <Skeleton $ratio="1" />
                  <Skeleton $height="1.1em" style={{ width: '70%' }} />
                  <Skeleton $height="0.9em" style={{ width: '40%' }} />
                </SkeletonTile>
              </li>
            ))}
          </ProductGrid>
        }
        isEmpty={(designers) => designers.length === 0}
        empty={
          <StatePanel>
            <p>There are no designers to show yet.</p>
          </StatePanel>
        }
      >
        {(designers) => <DesignerGrid designers={designers} />}
      </QueryState>
      <Cta aria-labelledby="designer-cta">
        <h2 id="designer-cta">View Designer Collections</h2>
        <ButtonLink as={Link} to="/collections">
          Explore Now
        </ButtonLink>
      </Cta>
    </PageContainer>
  );
}
