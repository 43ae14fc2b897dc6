import styled from 'styled-components';
import { Prose } from '../pages';
import { HEADER_CLEARANCE_FALLBACK } from './TableOfContents';

/** A content page's prose, with the post's own headings (h1 too, clear of the sticky header) and figures. */
const Body = styled(Prose)`
  max-width: none;
  line-height: 1.7;
  h1,
  h2,
  h3 {
    scroll-margin-top: ${HEADER_CLEARANCE_FALLBACK}px;
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1.5)};
    line-height: 1.25;
  }
  h1 {
    font-size: 1.9rem;
  }
  img {
    max-width: 100%;
  }
  figure {
    margin: ${({ theme }) => theme.space(3)} 0;
  }
  figcaption {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

/**
 * DOMPurify with the anchors kept: its DOM-clobbering guard would drop a heading id that happens to be a
 * document property ('title', 'images'), so ids are allowed on h1–h3 and removed from everything else.
 * Loaded only for a body the server did not render.
 */
const loadPurify = () =>
  import('dompurify').then(({ default: DOMPurify }) => (html: string): string => {
    const fragment = DOMPurify.sanitize(html, {
      SANITIZE_DOM: false,
      FORBID_ATTR: ['name'],
      RETURN_DOM_FRAGMENT: true,
    });
    fragment.querySelectorAll('[id]').forEach((element) => {
      if (!/^H[1-3]$/.test(element.tagName)) element.removeAttribute('id');
    });
    const holder = document.createElement('div');
    holder.appendChild(fragment);
    return holder.innerHTML;
  });

/**
 * The post's body: sanitized by the content service, its h1–h3 given ids by withHeadingIds (the same on the
 * server and in the browser). A body that first reaches the browser is sanitized again there; same-site
 * links stay in the single page.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Body data-testid="post-body" html={html} loadPurify={loadPurify} />;
}
