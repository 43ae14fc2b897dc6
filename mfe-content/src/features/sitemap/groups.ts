import type { SitePage } from './sitemapApi';

interface PageGroup {
  /** The first path segment ('' for the home page). */
  segment: string;
  label: string;
  pages: SitePage[];
}

const titleCase = (segment: string) =>
  segment.replace(/-/g, ' ').replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** The supporting pages (the service leaves out the spec's excluded segments) grouped by first path segment; groups and pages by label. */
export function groupPages(pages: SitePage[]): PageGroup[] {
  const groups = new Map<string, SitePage[]>();
  for (const page of pages) {
    const segment = page.path.split('/')[1]?.toLowerCase() ?? '';
    groups.set(segment, [...(groups.get(segment) ?? []), page]);
  }
  return [...groups.entries()]
    .map(([segment, members]) => ({
      segment,
      label:
        members.find((page) => page.path === `/${segment}`)?.title ??
        (segment ? titleCase(segment) : 'Home'),
      pages: [...members].sort(
        (a, b) =>
          a.path.split('/').length - b.path.split('/').length || a.title.localeCompare(b.title),
      ),
    }))
    .sort((a, b) =>
      a.segment === '' ? -1 : b.segment === '' ? 1 : a.label.localeCompare(b.label),
    );
}
