import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BLOG_LINKS_PER_PAGE,
  useGetBlogLinksQuery,
  useLazyGetBlogLinksQuery,
  type BlogLinks,
} from './sitemapApi';

type Link = BlogLinks['results'][number];

/** The share of the end marker that must be visible before the next page loads. */
export const SCROLL_THRESHOLD = 0.8;

/**
 * The sitemap's blog links: page 1 from the loader (server-rendered), then pages 2, 3, … each time the end
 * marker comes into view, until a page is empty or short. A failed page is logged and stops the list.
 */
export function useBlogLinks() {
  const first = useGetBlogLinksQuery(1);
  const [fetchPage] = useLazyGetBlogLinksQuery();
  const [more, setMore] = useState<Link[]>([]);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  const next = useRef(2);
  const busy = useRef(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const firstResults = first.data?.results;
  const done =
    ended ||
    (!!firstResults && firstResults.length < BLOG_LINKS_PER_PAGE) ||
    (!firstResults && first.isError);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const page = next.current;
    try {
      const { results } = await fetchPage(page, true).unwrap();
      next.current = page + 1;
      setMore((links) => [...links, ...results]);
      if (results.length < BLOG_LINKS_PER_PAGE) setEnded(true);
    } catch (error) {
      console.error(`[sitemap] blog links page ${page} failed`, error);
      setEnded(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [fetchPage]);

  /** A callback ref for the end marker: observed while there may be more. */
  const sentinel = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || done || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && void loadMore(),
        { threshold: SCROLL_THRESHOLD },
      );
      observer.current.observe(node);
    },
    [done, loadMore],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return { first, links: [...(firstResults ?? []), ...more], loading, done, sentinel };
}
