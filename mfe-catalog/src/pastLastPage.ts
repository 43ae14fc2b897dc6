import { NOT_FOUND, type Loaded, type LoadResult } from '@sohnne/platform';

/**
 * A paged list's loader answer for page `page`: a page past the last one names nothing, so it is the 404
 * page, as the blog answers; the first page of an empty list is that list's empty state. A failed call is
 * left to definePage's httpStatus.
 */
export function unlessPastLastPage<T>(
  loaded: Loaded<T>,
  page: number,
  isEmpty: (data: T) => boolean,
): Loaded<T> | LoadResult {
  return loaded.data !== undefined && page > 1 && isEmpty(loaded.data) ? NOT_FOUND : loaded;
}
