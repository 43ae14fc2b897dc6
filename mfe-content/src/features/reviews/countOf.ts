import { groupThousands } from '@sohnne/platform';

/** A count with its noun in the number English wants: '1 star', '4 stars', '1,204 reviews'. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${groupThousands(count)} ${count === 1 ? one : other}`;
}
