/** The reviews page number from ?page= (1 when missing or not a positive whole number). */
export function reviewsPageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
