import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FacetOption, Facets } from '@sohnne/contracts';
import { Button, Checkbox } from '@sohnne/ui';
import { emptyFilters, hasFilters, type ListingFilters, type ListKey } from '@sohnne/platform';

const Panel = styled.aside`
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
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
`;

const Toggle = styled(Button)`
  width: 100%;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding-top: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.desktop} {
    display: block;
    padding-top: 0;
  }
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

function OptionList({
  name,
  options,
  selected,
  onToggle,
}: {
  name: ListKey;
  options: FacetOption[];
  selected: string[];
  onToggle: (name: ListKey, value: string) => void;
}) {
  return (
    <ul>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        const unavailable = option.count === 0 && !checked;
        return (
          <li key={option.value}>
            <Checkbox
              name={name}
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
}

const parsePrice = (text: string): number | null =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null;

export interface FilterSidebarProps {
  facets: Facets;
  filters: ListingFilters;
  /** Called with the next filters (the page then navigates to their URL, page 1). */
  onChange: (filters: ListingFilters) => void;
}

/** Category, price, material and colour (in that order), each option with how many products it gives; a toggle shows it on phones. */
/** Min and max in USD, applied together; starts from the URL's values (keyed by them, so Back resets it). */
function PriceFilter({ filters, facets, onChange }: FilterSidebarProps) {
  const [min, setMin] = useState(filters.price.min?.toString() ?? '');
  const [max, setMax] = useState(filters.price.max?.toString() ?? '');
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    let [low, high] = [parsePrice(min), parsePrice(max)];
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    onChange({ ...filters, price: { min: low, max: high } });
  };
  return (
    <form onSubmit={applyPrice} aria-label="Price">
      <fieldset>
        <legend>Price (USD)</legend>
        <PriceRow>
          <label>
            Min
            <input
              name="price-min"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              placeholder={facets.price.min?.toString() ?? ''}
            />
          </label>
          <label>
            Max
            <input
              name="price-max"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              placeholder={facets.price.max?.toString() ?? ''}
            />
          </label>
        </PriceRow>
        <Apply type="submit" $variant="secondary">
          Apply price
        </Apply>
      </fieldset>
    </form>
  );
}

/** Category, price, material and colour (in that order), each option with how many products it gives; a toggle shows it on phones. */
export function FilterSidebar({ facets, filters, onChange }: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  const toggle = (name: ListKey, value: string) => {
    const current = filters[name];
    onChange({
      ...filters,
      [name]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
    });
  };

  const group = ({ key, legend }: (typeof GROUPS)[number]) =>
    facets[key].length > 0 && (
      <fieldset>
        <legend>{legend}</legend>
        <OptionList name={key} options={facets[key]} selected={filters[key]} onToggle={toggle} />
      </fieldset>
    );

  return (
    <Panel aria-label="Filters">
      <Toggle
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : 'Show filters'}
      </Toggle>
      <Body id={bodyId} $open={open}>
        <h2>Filters</h2>
        {group(GROUPS[0])}
        <PriceFilter
          key={`${filters.price.min}-${filters.price.max}`}
          filters={filters}
          facets={facets}
          onChange={onChange}
        />
        {group(GROUPS[1])}
        {group(GROUPS[2])}
        {hasFilters(filters) && (
          <Button type="button" $variant="ghost" onClick={() => onChange(emptyFilters())}>
            Clear all filters
          </Button>
        )}
      </Body>
    </Panel>
  );
}
