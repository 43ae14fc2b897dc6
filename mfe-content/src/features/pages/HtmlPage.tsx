import { useLocation } from '@sohnne/platform';
import { Figures } from './Figures';
import { HtmlArticle } from './HtmlArticle';
import { htmlPageAt } from './htmlPages';

/** Every page whose text is HTML from the content service (HTML_PAGES): the path names the page. */
export default function HtmlPage() {
  const { pathname } = useLocation();
  const page = htmlPageAt(pathname);
  if (!page) return null;
  return (
    <HtmlArticle
      slug={page.slug}
      breadcrumb={page.breadcrumb}
      after={page.figures && <Figures figures={page.figures} />}
    />
  );
}
