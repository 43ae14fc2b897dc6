import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { GridList, Skeleton, Tag } from '@sohnne/ui';
import { longUsDate } from './article';
import { Byline } from './Byline';
import { postView, type Post } from './blogApi';
import { postPath } from '@sohnne/site-paths';

export const PostGrid = styled(GridList)`
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)}
    ${({ theme }) => theme.space(3)};
  flex: 1;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  h2 a {
    color: ${({ theme }) => theme.color.walnut};
    text-decoration: none;
  }
  /* The title's link covers the whole card. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
    font-size: 0.95rem;
  }
  time {
    margin-top: auto;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.grey500};
  }
`;

/** One post of the blog grid: the whole card links to the post. */
export function PostCard({ post, eager }: { post: Post; eager: boolean }) {
  const view = postView(post);
  return (
    <Card>
      <img
        src={view.image}
        alt=""
        width={view.imageWidth}
        height={view.imageHeight}
        loading={eager ? 'eager' : 'lazy'}
      />
      <Body>
        {view.category && (
          <div>
            <Tag $tone="neutral">{view.category}</Tag>
          </div>
        )}
        <Byline>
          <img src={view.avatar} alt="" width={32} height={32} loading="lazy" />
          <span>{view.author}</span>
        </Byline>
        <h2>
          <Link
            to={postPath(post.slug)}
            dangerouslySetInnerHTML={{ __html: post.title.rendered }}
          />
        </h2>
        <div dangerouslySetInnerHTML={{ __html: post.excerpt.rendered }} />
        <time dateTime={post.date_gmt}>{longUsDate(post.date_gmt)}</time>
      </Body>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card data-testid="post-skeleton">
      <Skeleton $ratio="16 / 10" />
      <Body>
        <Skeleton $height="1.25rem" style={{ width: '30%' }} />
        <Skeleton $height="1.5rem" />
        <Skeleton $height="3rem" />
        <Skeleton $height="0.9rem" style={{ width: '40%' }} />
      </Body>
    </Card>
  );
}
