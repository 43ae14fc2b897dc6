import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { LISTING_SORTS, type ListingSort } from '@sohnne/platform';
import { Button, controlStyle } from '@sohnne/ui';

// The toolbar's controls, each a GET form of a listing URL's query: without scripts the browser sends it
// and the page server renders that listing; with them, the page goes there itself (after the tap's paint).

/** The query's pairs as hidden fields, in its normal form's order. */
function QueryFields({ query }: { query: string }) {
  return (
    <>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A form that only carries its button: it lays out as the button alone. */
const ButtonForm = styled.form`
  display: contents;
`;

/**
 * A button that goes to a listing URL: without scripts a GET form of that URL's query (hidden fields, in the
 * query's normal form); with them, `onGo` instead.
 */
export function ListingButtonForm({
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
      <QueryFields query={query} />
      {children}
    </ButtonForm>
  );
}

const SortRow = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  label {
    white-space: nowrap;
  }
`;

const Select = styled.select`
  ${controlStyle}
  /* Room for the arrow: a phone's select draws it over the longest label's end otherwise. */
  padding-right: ${({ theme }) => theme.space(4)};
  color: inherit;
  cursor: pointer;
`;

/** Each order as the select names it. */
const SORT_LABELS: Record<ListingSort, string> = {
  featured: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

const sortNamed = (value: string): ListingSort =>
  LISTING_SORTS.find((sort) => sort === value) ?? 'featured';

/**
 * "Sort by": the select's own value shows a choice at once and `onSort` takes it; without scripts its button
 * (shown only then) sends the order with `query`, the listing's filters (a new order starts at page 1).
 */
export function SortForm({
  path,
  query,
  sort,
  onSort,
}: {
  path: string;
  query: string;
  sort: ListingSort;
  onSort: (sort: ListingSort) => void;
}) {
  const id = useId();
  return (
    <SortRow method="get" action={path} onSubmit={(event) => event.preventDefault()}>
      <QueryFields query={query} />
      <label htmlFor={id}>Sort by</label>
      <Select
        id={id}
        name="sort"
        value={sort}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onSort(sortNamed(event.target.value))}
      >
        {LISTING_SORTS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </Select>
      <noscript>
        <Button type="submit" $variant="secondary">
          Sort
        </Button>
      </noscript>
    </SortRow>
  );
}
