import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import styled, { useTheme } from 'styled-components';
import type { FacetOption, Facets } from '@sohnne/contracts';
import {
  Button,
  ButtonLink,
  Checkbox,
  CloseIcon,
  DrawerBackdrop,
  drawnClosed,
  hiddenFrom,
  IconButton,
  modalKeyHandler,
  useMediaQuery,
} from '@sohnne/ui';
import {
  hasFilters,
  Link,
  useOpenedDrawer,
  type ListingFilters,
  type ListingSort,
  type ListKey,
} from '@sohnne/platform';

const Panel = styled.aside`
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  label[data-disabled] {
    color: ${({ theme }) => theme.color.grey500};
    cursor: default;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  /* 'Clear all filters' is always rendered, hidden without filters: its button class is in the page's
     styles from the start, so the first filter ticked adds no CSS (issue 39). */
  a[hidden] {
    display: none;
  }
`;

const Toggle = styled(Button)`
  width: 100%;
  ${hiddenFrom('desktop')}
`;

const Backdrop = styled(DrawerBackdrop)`
  ${hiddenFrom('desktop')}
`;

/*
 * On phones the filters are a sheet over the page's foot, drawn closed: opening it shows what is already laid
 * out, and the listing behind keeps its layout (the tap paints no more than the sheet: issue 39). On desktops
 * they are the listing's sidebar.
 */
const Body = styled.form`
  position: fixed;
  inset: auto 0 0;
  z-index: 41;
  max-height: 85vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.cream};
  border-radius: 12px 12px 0 0;
  box-shadow: 0 -8px 24px rgba(31, 29, 26, 0.2);
  ${drawnClosed('block', 'transform 200ms ease', '&:not([data-open])')}
  &:not([data-open]) {
    transform: translateY(100%);
  }
  ${({ theme }) => theme.media.desktop} {
    position: static;
    max-height: none;
    overflow: visible;
    padding: 0;
    background: none;
    border-radius: 0;
    box-shadow: none;
    &,
    &:not([data-open]) {
      visibility: visible;
      transform: none;
      transition: none;
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(1.5)} 0 ${({ theme }) => theme.space(1)};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  button {
    margin-right: -10px;
    ${hiddenFrom('desktop')}
  }
  ${({ theme }) => theme.media.desktop} {
    padding: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

/** The sheet's foot, always in view while its filters scroll: how many products they give, and back to them. */
const Foot = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space(1.5)} 0 ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.cream};
  button {
    width: 100%;
  }
  ${hiddenFrom('desktop')}
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.grey500};
  font-size: 0.85rem;
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
  }
  input {
    min-height: 44px;
    width: 100%;
    padding: 0 ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

const Apply = styled(Button)`
  margin-top: ${({ theme }) => theme.space(1)};
  width: 100%;
`;

const GROUPS: Array<{ key: ListKey; legend: string }> = [
  { key: 'category', legend: 'Category' },
  { key: 'material', legend: 'Material' },
  { key: 'color', legend: 'Color' },
];

/** The price bounds' names in the listing's query (@sohnne/listing-query): the form posts them as they are. */
const PRICE_MIN = 'price[min]';
const PRICE_MAX = 'price[max]';
const PRICE_BOUNDS = [
  { label: 'Min', name: PRICE_MIN, bound: 'min' },
  { label: 'Max', name: PRICE_MAX, bound: 'max' },
] as const;

interface OptionListProps {
  name: ListKey;
  options: FacetOption[];
  selected: string[];
  onToggle: (name: ListKey, value: string) => void;
}

/** The same list: the same options and handler, the same values ticked (a new URL parses new arrays). */
const sameOptionList = (a: OptionListProps, b: OptionListProps) =>
  a.name === b.name &&
  a.options === b.options &&
  a.onToggle === b.onToggle &&
  a.selected.length === b.selected.length &&
  a.selected.every((value, i) => value === b.selected[i]);

/** One facet's options; memoised, so opening the panel or ticking another facet leaves it as it is. */
const OptionList = memo(function OptionList({
  name,
  options,
  selected,
  onToggle,
}: OptionListProps) {
  return (
    <ul>
      {options.map((option, index) => {
        const checked = selected.includes(option.value);
        const unavailable = option.count === 0 && !checked;
        return (
          <li key={option.value}>
            <Checkbox
              // The query's indexed form (`material[3]=leather`); the page reads the indexes in order.
              name={`${name}[${index}]`}
              value={option.value}
              checked={checked}
              disabled={unavailable}
              onChange={() => onToggle(name, option.value)}
              label={
                <span data-disabled={unavailable || undefined}>
                  {option.label} <Count>({option.count})</Count>
                </span>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}, sameOptionList);

const parsePrice = (text: string): number | null =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null;

export interface FilterSidebarProps {
  /** The listing's page path (its form's action). */
  path: string;
  facets: Facets;
  filters: ListingFilters;
  /** The listing's order, which the filters' form keeps. */
  sort: ListingSort;
  /** The listing's URL without filters, in the same order (the clearing link). */
  unfiltered: string;
  /** How many products the filters give (the phone sheet's way back to them says it). */
  total: number;
  /**
   * Called with the filters it changes, a list or the price (the page then navigates to the URL of the
   * listing's filters so changed, page 1); express shipping is the page's switch's.
   */
  onChange: (change: Partial<ListingFilters>) => void;
}

/** Min and max in USD, sent with the filters' form; start from the URL's values (keyed by them, so Back resets them). */
const PriceFilter = memo(function PriceFilter({
  price,
  range,
}: {
  /** The bounds set (the URL's); the same object while a tap changes another filter, which leaves this as it is. */
  price: ListingFilters['price'];
  /** The listing's lowest and highest prices, as placeholders. */
  range: Facets['price'];
}) {
  return (
    <fieldset>
      <legend>Price (USD)</legend>
      <PriceRow>
        {PRICE_BOUNDS.map(({ label, name, bound }) => (
          <label key={bound}>
            {label}
            <input
              name={name}
              inputMode="decimal"
              defaultValue={price[bound]?.toString() ?? ''}
              placeholder={range[bound]?.toString() ?? ''}
            />
          </label>
        ))}
      </PriceRow>
      <Apply type="submit" $variant="secondary">
        Apply price
      </Apply>
    </fieldset>
  );
});

/**
 * Category, price, material and colour (in that order), each option with how many products it gives. On phones
 * a toggle opens them as a modal sheet: focus moves in and stays in; Escape, the dimmed page, the close button
 * or the count below close it, and focus returns to the toggle.
 */
export function FilterSidebar({
  path,
  facets,
  filters,
  sort,
  unfiltered,
  total,
  onChange,
}: FilterSidebarProps) {
  const [opened, setOpen] = useState(false);
  // On a desktop's width the filters are the sidebar: a sheet opened on a narrower page is shut there.
  const wide = useMediaQuery(`(min-width: ${useTheme().breakpoint.desktop}px)`, false);
  const open = opened && !wide;
  const bodyId = useId();
  const headingId = useId();
  const body = useRef<HTMLFormElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useOpenedDrawer(open, closeButton);
  const close = useCallback(() => {
    setOpen(false);
    toggleButton.current?.focus();
  }, []);

  // Without scripts the form is sent as it is (a GET of the listing's query); with them, a box applies at
  // once and the form's submit applies the price.
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const bound = (name: string) =>
      parsePrice((elements.namedItem(name) as HTMLInputElement).value);
    let [low, high] = [bound(PRICE_MIN), bound(PRICE_MAX)];
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    onChange({ price: { min: low, max: high } });
  };

  // One handler for every list, reading the filters of the last render: a tick re-renders its own list only.
  const latest = useRef({ filters, onChange });
  useLayoutEffect(() => {
    latest.current = { filters, onChange };
  });
  const toggle = useCallback((name: ListKey, value: string) => {
    const { filters: current, onChange: change } = latest.current;
    const values = current[name];
    const toggled: Partial<ListingFilters> = {};
    toggled[name] = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    change(toggled);
  }, []);

  // Opening the sheet shows what is drawn: its contents are not rendered again for it (issue 39).
  const contents = useMemo(() => {
    const group = ({ key, legend }: (typeof GROUPS)[number]) =>
      facets[key].length > 0 && (
        <fieldset>
          <legend>{legend}</legend>
          <OptionList name={key} options={facets[key]} selected={filters[key]} onToggle={toggle} />
        </fieldset>
      );

    return (
      <>
        <noscript>
          {/* The sheet needs scripts: without them the filters are always shown, in the page's flow. */}
          <style>
            {`form[id="${bodyId}"]:not([data-open]){position:static;visibility:visible;transform:none;` +
              `max-height:none;padding:0;box-shadow:none}` +
              `[aria-controls="${bodyId}"],[id="${bodyId}"] [data-sheet-control]{display:none}`}
          </style>
        </noscript>
        <Top>
          <h2 id={headingId}>Filters</h2>
          <IconButton
            ref={closeButton}
            type="button"
            aria-label="Close filters"
            data-sheet-control
            onClick={close}
          >
            <CloseIcon />
          </IconButton>
        </Top>
        {filters.express_shipping && <input type="hidden" name="express_shipping" value="true" />}
        {sort !== 'featured' && <input type="hidden" name="sort" value={sort} />}
        {group(GROUPS[0])}
        <PriceFilter
          key={`${filters.price.min}-${filters.price.max}`}
          price={filters.price}
          range={facets.price}
        />
        {group(GROUPS[1])}
        {group(GROUPS[2])}
        <noscript>
          <Apply type="submit">Apply filters</Apply>
        </noscript>
        <ButtonLink as={Link} to={unfiltered} $variant="ghost" hidden={!hasFilters(filters)}>
          Clear all filters
        </ButtonLink>
        <Foot data-sheet-control>
          <Button type="button" onClick={close}>
            {total === 1 ? 'Show 1 product' : `Show ${total} products`}
          </Button>
        </Foot>
      </>
    );
  }, [bodyId, headingId, facets, filters, sort, unfiltered, total, close, toggle]);

  return (
    <Panel aria-label="Filters">
      <Toggle
        ref={toggleButton}
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(true)}
      >
        Show filters
      </Toggle>
      <Backdrop hidden={!open} onClick={close} aria-hidden="true" />
      <Body
        id={bodyId}
        ref={body}
        data-open={open || undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={headingId}
        onKeyDown={open ? modalKeyHandler(body, close) : undefined}
        method="get"
        action={path}
        onSubmit={applyPrice}
      >
        {contents}
      </Body>
    </Panel>
  );
}
