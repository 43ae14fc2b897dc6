/**
 * Pure helpers for a blog post: heading anchors and the 'On This Page' table of contents, and the date
 * format. String in, string out: the server render and the first browser render give the same HTML, so the
 * anchors work before any script runs.
 */
import { formatLongUsDate } from '@sohnne/platform';
import { textOf } from './text';

export interface TocEntry {
  id: string;
  text: string;
  /** 1, 2 or 3 (h1–h3). */
  level: number;
  /** '1', '1.1', '2': numbered by position in the outline. */
  number: string;
}

/**
 * A heading's anchor id, as the spec forms it: lowercase, spaces to hyphens, non-word characters removed.
 * Word characters are a regular expression's `\w` (ASCII letters, digits, underscore): 'Bouclé' is 'boucl'.
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/** Hands out unique ids: the second 'intro' is 'intro-1', the third 'intro-2'; an empty id is 'section'. */
export function createIdAllocator(): (text: string) => string {
  const seen = new Map<string, number>();
  const taken = new Set<string>();
  return (text) => {
    const base = headingId(text) || 'section';
    let count = seen.get(base) ?? 0;
    let id = count === 0 ? base : `${base}-${count}`;
    while (taken.has(id)) id = `${base}-${++count}`;
    seen.set(base, count + 1);
    taken.add(id);
    return id;
  };
}

/** Outline numbers for heading levels: [2, 3, 3, 2] → ['1', '1.1', '1.2', '2']; the highest level present is the first. */
export function outlineNumbers(levels: number[]): string[] {
  if (!levels.length) return [];
  const top = Math.min(...levels);
  const counters: number[] = [];
  return levels.map((level) => {
    const depth = level - top;
    for (let d = 0; d < depth; d++) counters[d] = counters[d] || 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    counters.length = depth + 1;
    return counters.join('.');
  });
}

const HEADING = /<h([1-3])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1\s*>/gi;

/**
 * The body with an id on every h1–h3 (replacing any it had) and the table of contents built from them.
 * The page's one h1 is the post's title, so a body h1 is written as an h2 (the contents keep its rank).
 */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const nextId = createIdAllocator();
  const found: Omit<TocEntry, 'number'>[] = [];
  const out = html.replace(HEADING, (_whole, level: string, attributes: string, inner: string) => {
    const text = textOf(inner);
    const id = nextId(text);
    found.push({ id, text, level: Number(level) });
    const kept = attributes.replace(/\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    const tag = level === '1' ? 'h2' : `h${level}`;
    return `<${tag} id="${id}"${kept}>${inner}</${tag}>`;
  });
  const numbers = outlineNumbers(found.map((entry) => entry.level));
  return { html: out, toc: found.map((entry, i) => ({ ...entry, number: numbers[i] })) };
}

/** '2025-01-05T09:00:00' (GMT) → 'January 5, 2025', the same on the server and in every browser time zone. */
export function longUsDate(isoGmt: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(isoGmt) ? isoGmt : `${isoGmt}Z`);
  return Number.isNaN(date.getTime()) ? '' : formatLongUsDate(date);
}
