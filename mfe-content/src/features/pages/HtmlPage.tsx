import { useLocation } from '@sohnne/platform';
import { Figures } from './Figures';
import { HtmlArticle } from './HtmlArticle';
import { htmlPageAt } from './htmlPages';
import { PAGE_FIGURES } from './pageFigures';

/** Every page whose text is HTML from the content service (HTML_PAGES): the path names the page. */
export default function HtmlPage() {
  const { pathname } = useLocation();
  const page = htmlPageAt(pathname);
  if (!page) return null;
  const figures = PAGE_FIGURES[page.slug];
  return (
    <HtmlArticle
      slug={page.slug}
      breadcrumb={page.breadcrumb}
      after={figures && <Figures figures={figures} />}
    />
  );
}
