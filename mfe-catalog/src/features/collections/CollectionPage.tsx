import {
  createContext,
  memo,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import type { Listing } from '@sohnne/contracts';
import {
  DESIGNER_COLLECTIONS_ROOT,
  emptyFilters,
  formatListingQuery,
  hasFilters,
  isPlainClick,
  Link,
  useLocation,
  useParams,
  usePlatform,
  useSearchParams,
  withQuery,
  type ListingFilters,
  type ListingSort,
  type ListingState,
} from '@sohnne/platform';
import {
  afterNextPaint,
  ButtonLink,
  PageContainer,
  Pagination,
  QueryState,
  Skeleton,
  StatePanel,
  UiLinkContext,
  type UiLink,
} from '@sohnne/ui';
import { ProductCardGrid, ProductGridSkeleton } from '../product-grid';
import { CollectionAbout } from './CollectionAbout';
import { CollectionHeader } from './CollectionHeader';
import { FilterSidebar } from './FilterSidebar';
import { ListingButtonForm, SortForm } from './ListingForms';
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
  /* The count on the left, the switch and the order together on the right (wrapped under it on phones). */
  p {
    margin: 0 auto 0 0;
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

// Dimmed while the next listing loads, by its aria-busy: one class, so the tap adds no CSS (issue 39).
const Results = styled.div`
  transition: opacity ${({ theme }) => theme.motion};
  &[aria-busy='true'] {
    opacity: 0.5;
  }
`;

/**
 * Goes to another listing of the collection (a filter, the order, a page number): its state shows at once,
 * its URL follows.
 */
const ListingGoContext = createContext<(state: ListingState) => void>(() => {});

/**
 * A page number's link: a plain click shows that page's state at once and leaves the URL to `go` (after the
 * paint), instead of the platform's Link changing it before the paint; any other click is the Link's own.
 */
const PageLink: UiLink = ({ to, ...rest }) => {
  const go = useContext(ListingGoContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(listingStateOf(new URL(to, window.location.href).searchParams));
  };
  return <Link to={to} onClick={onClick} {...rest} />;
};

/** The listing's numbered pages, each a link to its URL; memoised, so it renders only when they change. */
const ListingPages = memo(function ListingPages({
  path,
  page,
  totalPages,
  filters,
  sort,
}: {
  path: string;
  page: number;
  totalPages: number;
  filters: ListingFilters;
  sort: ListingSort;
}) {
  return (
    <UiLinkContext.Provider value={PageLink}>
      <Pagination
        page={page}
        totalPages={totalPages}
        size={3}
        ends
        hrefFor={(n) => withQuery(path, formatListingQuery({ page: n, filters, sort }))}
      />
    </UiLinkContext.Provider>
  );
});

/** The page, filters and order of a listing URL's query. */
const listingStateOf = (search: URLSearchParams): ListingState => {
  const { page, filters, sort } = urlListing(search);
  return { page, filters, sort };
};

/** The collection's slug path from the route: '/collections/*' or '/collections/designer-furniture/:slug'. */
function useListingPath(): string {
  const params = useParams();
  return params.slug ? `${DESIGNER_COLLECTIONS_ROOT}/${params.slug}` : (params['*'] ?? '');
}

/**
 * The listing: `filters`, `sort` and `page` are the shown state (the controls say them at once), `listing`
 * the last one that arrived (dimmed while `busy`). Memoised: the URL's change after a tap, which says the
 * same, leaves it as it is. Another filter or order starts at page 1 and keeps the rest.
 */
const ListingView = memo(function ListingView({
  path,
  listing,
  filters,
  sort,
  page,
  busy,
  onGo,
}: {
  path: string;
  listing: Listing;
  filters: ListingFilters;
  sort: ListingSort;
  page: number;
  busy: boolean;
  onGo: (state: ListingState) => void;
}) {
  const { collection, breadcrumb, facets, products } = listing;
  const { total, totalPages } = products.meta;
  const switched = { ...filters, express_shipping: !filters.express_shipping };
  // Read by the filters' handler, which stays the same function (the sidebar's element is memoised).
  const shownNow = useRef({ filters, sort });
  useLayoutEffect(() => {
    shownNow.current = { filters, sort };
  });
  const onFilters = useCallback(
    (change: Partial<ListingFilters>) => {
      const { filters: current, sort: order } = shownNow.current;
      onGo({ page: 1, filters: { ...current, ...change }, sort: order });
    },
    [onGo],
  );
  // Issue 39: each boundary below is given the same element while what it shows stays, so a tap updates
  // only its own control and the dimming (outside them): React would otherwise hydrate a boundary not
  // hydrated yet in the tap's task, to update it. The order and the switch reach the links and the filters'
  // hidden fields (which a tap does not read at once) in the deferred render after the tap's paint.
  const linkedSort = useDeferredValue(sort);
  const linkedFilters = useDeferredValue(filters);
  const sidebarFilters = useMemo(
    () => ({
      category: filters.category,
      material: filters.material,
      color: filters.color,
      price: filters.price,
      express_shipping: linkedFilters.express_shipping,
    }),
    [
      filters.category,
      filters.material,
      filters.color,
      filters.price,
      linkedFilters.express_shipping,
    ],
  );
  const unfiltered = withQuery(
    path,
    formatListingQuery({ page: 1, filters: emptyFilters(), sort: linkedSort }),
  );
  const clearTo = products.data.length === 0 && hasFilters(filters) ? unfiltered : null;
  const cards = useMemo(
    () => (
      <Suspense fallback={null}>
        {products.data.length === 0 ? (
          <StatePanel>
            <p>No results.</p>
            {clearTo && (
              <ButtonLink as={Link} to={clearTo} $variant="secondary">
                Clear all filters
              </ButtonLink>
            )}
          </StatePanel>
        ) : (
          <ProductCardGrid products={products.data} eager />
        )}
      </Suspense>
    ),
    [products.data, clearTo],
  );
  const sidebar = useMemo(
    () => (
      <Suspense fallback={null}>
        <FilterSidebar
          path={path}
          facets={facets}
          filters={sidebarFilters}
          sort={linkedSort}
          unfiltered={unfiltered}
          total={total}
          onChange={onFilters}
        />
      </Suspense>
    ),
    [path, facets, sidebarFilters, linkedSort, unfiltered, total, onFilters],
  );
  const pages = useMemo(
    () => (
      <Suspense fallback={null}>
        <ListingPages
          path={path}
          page={page}
          totalPages={totalPages}
          filters={linkedFilters}
          sort={linkedSort}
        />
      </Suspense>
    ),
    [path, page, totalPages, linkedFilters, linkedSort],
  );

  return (
    <>
      <CollectionHeader collection={collection} breadcrumb={breadcrumb} />
      {/* Each part its own Suspense boundary: hydrated as its own task, the one a shopper touches first. */}
      <Layout>
        {sidebar}
        <div>
          <Suspense fallback={null}>
            <Toolbar>
              <p role="status">{total === 1 ? '1 product' : `${total} products`}</p>
              <ListingButtonForm
                path={path}
                query={formatListingQuery({ page: 1, filters: switched, sort })}
                onGo={() => onFilters({ express_shipping: switched.express_shipping })}
              >
                <Switch
                  type="submit"
                  role="switch"
                  aria-checked={filters.express_shipping}
                  aria-busy={busy || undefined}
                >
                  Express shipping ({facets.express_shipping.count})
                </Switch>
              </ListingButtonForm>
              <SortForm
                path={path}
                query={formatListingQuery({ page: 1, filters, sort: 'featured' })}
                sort={sort}
                onSort={(next) => onGo({ page: 1, filters, sort: next })}
              />
            </Toolbar>
          </Suspense>
          {/* Apart from the switch: a tap on it, before the cards have hydrated, hydrates the switch alone. */}
          <Results aria-busy={busy || undefined}>{cards}</Results>
          {pages}
        </div>
      </Layout>
      <CollectionAbout collection={collection} />
    </>
  );
});

/** What a tap asked for; `search` is the URL it was tapped on, until that URL has changed (then null). */
interface Tapped {
  search: string | null;
  state: ListingState;
}

/** A collection (any depth) or a designer's collection: filters in the URL, the grid, pages, then its questions. */
export default function CollectionPage() {
  const platform = usePlatform();
  const path = useListingPath();
  const { pathname, search } = useLocation();
  const searchParams = useSearchParams();
  // The URL is the one source of the filters (Back and Forward give the previous ones), less the options
  // the collection does not offer: those are read first, from its unfiltered listing, as the loader does.
  const fromUrl = useMemo(() => urlListing(searchParams), [searchParams]);
  const offered = useGetListingQuery(
    { path, query: OFFERED_QUERY },
    { skip: !fromUrl.namesOptions },
  );
  // Kept while the URL and the offered options stay: the filters' lists re-render only when they change.
  const atUrl = useMemo(
    () => offeredState(fromUrl, offered.data?.facets),
    [fromUrl, offered.data?.facets],
  );
  // Issue 39: a tap (a facet, the switch, the order, a page) is answered by its control's state and the dimmed listing
  // in the next paint; the URL changes after that paint, and the next listing is asked for and rendered
  // in a deferred render, which yields to the browser.
  const [tapped, setTapped] = useState<Tapped | null>(null);
  if (tapped?.search != null && tapped.search !== search) setTapped({ ...tapped, search: null });
  const query = formatListingQuery(atUrl);
  // Shown from the tap until the URL changes, then while the URL says the same: the same object, so the
  // URL's coming re-renders nothing.
  const shown =
    tapped && (tapped.search === search || formatListingQuery(tapped.state) === query)
      ? tapped.state
      : atUrl;
  const listedQuery = useDeferredValue(query);
  const listedSkip = useDeferredValue(fromUrl.namesOptions && offered.isLoading);
  const asked = useGetListingQuery({ path, query: listedQuery }, { skip: listedSkip });
  // The last listing that arrived stays until the next: RTK Query's own `data` can be empty for a render
  // when its argument changes in a deferred render (the page drew skeletons instead of the dimmed listing).
  const [arrived, setArrived] = useState(asked.data);
  if (asked.data && asked.data !== arrived) setArrived(asked.data);
  const listing = { ...asked, data: asked.data ?? arrived };
  const busy =
    formatListingQuery(shown) !== listedQuery ||
    (listing.isFetching && listing.data?.query !== listedQuery);

  // The URL of the last render, read by `go`, which stays the same function (the listing is memoised).
  const searchNow = useRef(search);
  useLayoutEffect(() => {
    searchNow.current = search;
  });
  const go = useCallback(
    (state: ListingState) => {
      setTapped({ search: searchNow.current, state });
      afterNextPaint(() =>
        platform.navigation.navigate(withQuery(pathname, formatListingQuery(state))),
      );
    },
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
          <ListingGoContext.Provider value={go}>
            <ListingView
              path={pathname}
              listing={data}
              filters={shown.filters}
              sort={shown.sort}
              page={shown.page}
              busy={busy}
              onGo={go}
            />
          </ListingGoContext.Provider>
        )}
      </QueryState>
    </PageContainer>
  );
}
