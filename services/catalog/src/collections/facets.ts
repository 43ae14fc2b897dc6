import type { ProductRecord } from '../products/product.schema';
import { LIST_KEYS, type ListingFilters, type ListKey } from './listing-query';

type FilterKey = ListKey | 'price' | 'express_shipping';

export interface FacetOption {
  value: string;
  label: string;
  /** Products of the collection this option gives, together with the other active filters. */
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  category: FacetOption[];
  material: FacetOption[];
  color: FacetOption[];
  /** Lowest and highest price among the products the other filters give (null when none). */
  price: { min: number | null; max: number | null };
  /** Products the other filters give that ship express. */
  express_shipping: { count: number };
}

export type FilterableProduct = Pick<
  ProductRecord,
  'category' | 'materials' | 'material_labels' | 'colors' | 'sale_price' | 'express_shipping'
>;

const valuesOf = (product: FilterableProduct, key: ListKey): string[] =>
  key === 'category' ? [product.category] : key === 'material' ? product.materials : product.colors;

/** Whether a product passes every active filter but `except`: options of one facet are ORed, facets ANDed. */
export function matches(
  product: FilterableProduct,
  filters: ListingFilters,
  except?: FilterKey,
): boolean {
  for (const key of ['category', 'material', 'color'] as const) {
    if (
      key !== except &&
      filters[key].length > 0 &&
      !valuesOf(product, key).some((value) => filters[key].includes(value))
    )
      return false;
  }
  if (except !== 'price') {
    if (filters.price.min !== null && product.sale_price < filters.price.min) return false;
    if (filters.price.max !== null && product.sale_price > filters.price.max) return false;
  }
  return except === 'express_shipping' || !filters.express_shipping || product.express_shipping;
}

/** The one active filter `product` fails, 'none' when it passes them all, 'several' when it fails more. */
function failedFilter(
  product: FilterableProduct,
  filters: ListingFilters,
): FilterKey | 'none' | 'several' {
  let failed: FilterKey | 'none' = 'none';
  const fail = (key: FilterKey) => {
    if (failed !== 'none') return true;
    failed = key;
    return false;
  };
  for (const key of LIST_KEYS) {
    if (
      filters[key].length > 0 &&
      !valuesOf(product, key).some((value) => filters[key].includes(value)) &&
      fail(key)
    )
      return 'several';
  }
  const { min, max } = filters.price;
  if (
    ((min !== null && product.sale_price < min) || (max !== null && product.sale_price > max)) &&
    fail('price')
  )
    return 'several';
  if (filters.express_shipping && !product.express_shipping && fail('express_shipping'))
    return 'several';
  return failed;
}

/**
 * Facets for a collection's products: every option found in the collection (selected ones always), each
 * counted against the other active filters, so a shopper sees what ticking it would give. One pass: a
 * product that passes every filter counts in every facet; one that fails a single filter counts only in
 * that filter's facet; one that fails more counts nowhere.
 */
export function computeFacets(
  products: readonly FilterableProduct[],
  filters: ListingFilters,
  labelFor: (key: ListKey, value: string, product: FilterableProduct) => string,
): ListingFacets {
  const options: Record<ListKey, Map<string, FacetOption>> = {
    category: new Map(),
    material: new Map(),
    color: new Map(),
  };
  let priceMin = Infinity;
  let priceMax = -Infinity;
  let express = 0;
  for (const product of products) {
    const failed = failedFilter(product, filters);
    const countsFor = (key: FilterKey) => failed === 'none' || failed === key;
    for (const key of LIST_KEYS) {
      const counts = countsFor(key);
      for (const value of valuesOf(product, key)) {
        let option = options[key].get(value);
        if (!option) {
          option = {
            value,
            label: labelFor(key, value, product),
            count: 0,
            selected: filters[key].includes(value),
          };
          options[key].set(value, option);
        }
        if (counts) option.count += 1;
      }
    }
    if (countsFor('price')) {
      priceMin = Math.min(priceMin, product.sale_price);
      priceMax = Math.max(priceMax, product.sale_price);
    }
    if (product.express_shipping && countsFor('express_shipping')) express += 1;
  }
  const facet = (key: ListKey): FacetOption[] => {
    for (const value of filters[key]) {
      if (!options[key].has(value))
        options[key].set(value, { value, label: value, count: 0, selected: true });
    }
    return [...options[key].values()].sort((a, b) => a.label.localeCompare(b.label));
  };
  return {
    category: facet('category'),
    material: facet('material'),
    color: facet('color'),
    price: priceMin <= priceMax ? { min: priceMin, max: priceMax } : { min: null, max: null },
    express_shipping: { count: express },
  };
}

/** The label of a material value from the product that carries it. */
export function materialLabel(product: FilterableProduct, value: string): string {
  return product.material_labels[product.materials.indexOf(value)] ?? value;
}
