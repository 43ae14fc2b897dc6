import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { Breadcrumb, PageContainer, PageHeading, QueryState, Skeleton, Spinner } from '@sohnne/ui';
import { listLinks } from '../pages';
import { groupPages } from './groups';
import { useGetSiteMapQuery, type SiteCollection } from './sitemapApi';
import { useBlogLinks } from './useBlogLinks';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(5)} 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.grey200};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.5rem;
  }
`;

/** Link lists in 1, 2 then 3 columns. */
const Columns = styled.div`
  columns: 1;
  column-gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    columns: 2;
  }
  ${({ theme }) => theme.media.desktop} {
    columns: 3;
  }
  > div {
    break-inside: avoid;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
    font-family: ${({ theme }) => theme.font.body};
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: 0;
  }
  ul ul {
    margin: ${({ theme }) => theme.space(0.5)} 0 ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(2)};
    border-left: 1px solid ${({ theme }) => theme.color.grey200};
  }
  li {
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
  ${listLinks}
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.grey700};
  min-height: 24px;
`;

function CollectionTree({ nodes }: { nodes: SiteCollection[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.path}>
          <Link to={node.path}>{node.name}</Link>
          {node.children.length > 0 && <CollectionTree nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

const listSkeleton = (
  <Columns>
    {Array.from({ length: 9 }, (_, i) => (
      <Skeleton
        key={i}
        $height="1.25rem"
        style={{ marginBottom: 12, width: `${60 + ((i * 13) % 35)}%` }}
      />
    ))}
  </Columns>
);

function BlogSection() {
  const { first, links, loading, done, sentinel } = useBlogLinks();
  return (
    <Section aria-labelledby="sitemap-blog">
      <h2 id="sitemap-blog">Blog</h2>
      <QueryState
        query={first}
        error="We couldn't load the blog posts. Please try again."
        loading={listSkeleton}
        isEmpty={(data) => data.results.length === 0}
        empty={<p>No posts yet.</p>}
      >
        {() => (
          <>
            <Columns>
              <ul data-testid="sitemap-blog-links">
                {links.map((link) => (
                  <li key={link.url}>
                    <Link to={link.url}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </Columns>
            {!done && <div ref={sentinel} data-testid="sitemap-blog-end" style={{ height: 1 }} />}
            <Status role="status">
              {loading && (
                <>
                  <Spinner /> Loading more posts…
                </>
              )}
              {done && !loading && `All ${links.length} posts listed.`}
            </Status>
          </>
        )}
      </QueryState>
    </Section>
  );
}

export default function SitemapPage() {
  const query = useGetSiteMapQuery();
  return (
    <PageContainer>
      <Breadcrumb items={[{ label: 'Sitemap' }]} />
      <PageHeading>Sitemap</PageHeading>
      <QueryState
        query={query}
        error="We couldn't load the sitemap. Please try again."
        loading={listSkeleton}
      >
        {(site) => {
          const groups = groupPages(site.pages);
          const singles = groups
            .filter((group) => group.pages.length === 1)
            .flatMap((group) => group.pages);
          return (
            <>
              <Section aria-labelledby="sitemap-pages">
                <h2 id="sitemap-pages">Pages</h2>
                <Columns>
                  <ul>
                    {singles.map((page) => (
                      <li key={page.path}>
                        <Link to={page.path}>{page.title}</Link>
                      </li>
                    ))}
                  </ul>
                  {groups
                    .filter((group) => group.pages.length > 1)
                    .map((group) => (
                      <div key={group.segment}>
                        <h3>{group.label}</h3>
                        <ul>
                          {group.pages.map((page) => (
                            <li key={page.path}>
                              <Link to={page.path}>{page.title}</Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                </Columns>
              </Section>
              {site.collections.length > 0 && (
                <Section aria-labelledby="sitemap-collections">
                  <h2 id="sitemap-collections">Collections</h2>
                  <Columns>
                    <CollectionTree nodes={site.collections} />
                  </Columns>
                </Section>
              )}
              {site.products.length > 0 && (
                <Section aria-labelledby="sitemap-products">
                  <h2 id="sitemap-products">Products</h2>
                  <Columns>
                    <ul>
                      {site.products.map((product) => (
                        <li key={product.path}>
                          <Link to={product.path}>{product.name}</Link>
                        </li>
                      ))}
                    </ul>
                  </Columns>
                </Section>
              )}
            </>
          );
        }}
      </QueryState>
      <BlogSection />
    </PageContainer>
  );
}
