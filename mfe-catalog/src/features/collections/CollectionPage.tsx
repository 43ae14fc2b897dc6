import {
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import type { Listing } from '@sohnne/contracts';
import {
  DESIGNER_COLLECTIONS_ROOT,
  formatListingQuery,
  hasFilters,
  Link,
  useLocation,
  useParams,
  usePlatform,
  useSearchParams,
  withQuery,
  type ListingFilters,
} from '@sohnne/platform';
import {
  ButtonLink,
  PageContainer,
  Pagination,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import { ProductCardGrid, ProductGridSkeleton } from '../product-grid';
import { CollectionAbout } from './CollectionAbout';
import { CollectionHeader } from './CollectionHeader';
import { FilterSidebar } from './FilterSidebar';
import { urlListing, OFFERED_QUERY, offeredState, useGetListingQuery } from './listingApi';

const SKELETON_CARDS = 8;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.color.charcoal};
  &::before {
    content: '';
    width: 40px;
    height: 22px;
    border-radius: 11px;
    background: ${({ theme }) => theme.color.grey300};
    box-shadow:
      inset 2px 0 0 2px ${({ theme }) => theme.color.grey300},
      inset -18px 0 0 2px #fff;
    transition: background ${({ theme }) => theme.motion};
  }
  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.color.teakDark};
    box-shadow:
      inset 18px 0 0 2px #fff,
      inset -2px 0 0 2px ${({ theme }) => theme.color.teakDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;

/** A form that only carries its button: it lays out as the button alone. */
const ButtonForm = styled.form`
  display: contents;
`;

/**
 * A button that goes to a listing URL: without scripts a GET form of that URL's query (hidden fields, in the
 * query's normal form); with them, `onGo` instead.
 */
function ListingButtonForm({
  path,
  query,
  onGo,
  children,
}: {
  path: string;
  query: string;
  onGo: () => void;
  children: ReactNode;
}) {
  const go = (event: FormEvent) => {
    event.preventDefault();
    onGo();
  };
  return (
    <ButtonForm method="get" action={path} onSubmit={go}>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </ButtonForm>
  );
}

// Dimmed while the next listing loads, by its aria-busy: one class, so the tap adds no CSS (issue 39).
const Results = styled.div`
  transition: opacity ${({ theme }) => theme.motion};
  &[aria-busy='true'] {
    opacity: 0.5;
  }
`;

/** The listing's numbered pages, each a link to its URL; memoised, so it renders only when they change. */
const ListingPages = memo(function ListingPages({
  path,
  page,
  totalPages,
  filters,
}: {
  path: string;
  page: number;
  totalPages: number;
  filters: ListingFilters;
}) {
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      size={3}
      ends
      hrefFor={(n) => withQuery(path, formatListingQuery({ page: n, filters }))}
    />
  );
});

/** The collection's slug path from the route: '/collections/*' or '/collections/designer-furniture/:slug'. */
function useListingPath(): string {
  const params = useParams();
  return params.slug ? `${DESIGNER_COLLECTIONS_ROOT}/${params.slug}` : (params['*'] ?? '');
}

function ListingView({
  listing,
  filters,
  page,
  busy,
  onFilters,
}: {
  listing: Listing;
  filters: ListingFilters;
  page: number;
  busy: boolean;
  onFilters: (next: ListingFilters) => void;
}) {
  const { pathname } = useLocation();
  const { collection, breadcrumb, facets, products } = listing;
  const [switching, setSwitching] = useState(false);
  // The switch shows its loading state until the new query's listing has arrived.
  useEffect(() => setSwitching(false), [filters.express_shipping]);
  const { total, totalPages } = products.meta;
  const switched = { ...filters, express_shipping: !filters.express_shipping };
  // The filters' panel, the switch and the dimming answer the tap; the page numbers follow after its paint.
  const pagesFilters = useDeferredValue(filters);
  const pagesPage = useDeferredValue(page);

  return (
    <>
      <CollectionHeader collection={collection} breadcrumb={breadcrumb} />
      {/* Each part its own Suspense boundary: hydrated as its own task, the one a shopper touches first. */}
      <Layout>
        <Suspense fallback={null}>
          <FilterSidebar facets={facets} filters={filters} onChange={onFilters} />
        </Suspense>
        <div>
          <Suspense fallback={null}>
            <Toolbar>
              <p role="status">{total === 1 ? '1 product' : `${total} products`}</p>
              <ListingButtonForm
                path={pathname}
                query={formatListingQuery({ page: 1, filters: switched })}
                onGo={() => {
                  setSwitching(true);
                  onFilters(switched);
                }}
              >
                <Switch
                  type="submit"
                  role="switch"
                  aria-checked={filters.express_shipping}
                  aria-busy={switching || undefined}
                  disabled={switching}
                >
                  Express shipping ({facets.express_shipping.count})
                </Switch>
              </ListingButtonForm>
            </Toolbar>
            <Results aria-busy={busy || undefined}>
              {products.data.length === 0 ? (
                <StatePanel>
                  <p>No results.</p>
                  {hasFilters(filters) && (
                    <ButtonLink as={Link} to={pathname} $variant="secondary">
                      Clear all filters
                    </ButtonLink>
                  )}
                </StatePanel>
              ) : (
                <ProductCardGrid products={products.data} eager />
              )}
            </Results>
          </Suspense>
          <Suspense fallback={null}>
            <ListingPages
              path={pathname}
              page={pagesPage}
              totalPages={totalPages}
              filters={pagesFilters}
            />
          </Suspense>
        </div>
      </Layout>
      <CollectionAbout collection={collection} />
    </>
  );
}

/** A collection (any depth) or a designer's collection: filters in the URL, the grid, pages, then its questions. */
export default function CollectionPage() {
  const platform = usePlatform();
  const path = useListingPath();
  const { pathname } = useLocation();
  const search = useSearchParams();
  // The URL is the one source of the filters (Back and Forward give the previous ones), less the options
  // the collection does not offer: those are read first, from its unfiltered listing, as the loader does.
  const fromUrl = useMemo(() => urlListing(search), [search]);
  const offered = useGetListingQuery(
    { path, query: OFFERED_QUERY },
    { skip: !fromUrl.namesOptions },
  );
  // Kept while the URL and the offered options stay: the filters' lists re-render only when they change.
  const { page, filters } = useMemo(
    () => offeredState(fromUrl, offered.data?.facets),
    [fromUrl, offered.data?.facets],
  );
  const query = formatListingQuery({ page, filters });
  const listing = useGetListingQuery(
    { path, query },
    { skip: fromUrl.namesOptions && offered.isLoading },
  );
  const busy = listing.isFetching && listing.data?.query !== query;

  const onFilters = useCallback(
    (next: ListingFilters) =>
      platform.navigation.navigate(
        withQuery(pathname, formatListingQuery({ page: 1, filters: next })),
      ),
    [platform, pathname],
  );

  return (
    <PageContainer>
      <QueryState
        query={listing}
        error="We couldn't load this collection. Please try again."
        loading={
          <>
            <Skeleton $height="1em" style={{ width: 200, margin: '16px 0' }} />
            <Skeleton $ratio="16 / 5" />
            <Skeleton $height="2.5rem" style={{ width: '40%', margin: '32px 0 24px' }} />
            <ProductGridSkeleton count={SKELETON_CARDS} />
          </>
        }
      >
        {(data) => (
          <ListingView
            listing={data}
            filters={filters}
            page={page}
            busy={busy}
            onFilters={onFilters}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
