import styled from 'styled-components';
import { formatLongUsDate, usePlatform, useSearchParams } from '@sohnne/platform';
import {
  Breadcrumb,
  CardGrid,
  Container,
  PageContainer,
  Pagination,
  QueryState,
  StatePanel,
} from '@sohnne/ui';
import type { ReviewPage } from '../../types';
import { countOf } from './countOf';
import { useGetReviewsQuery } from './reviewsApi';
import { reviewsPageOf } from './pageNumber';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';

const Banner = styled.section`
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  padding: ${({ theme }) => theme.space(5)} 0;
  text-align: center;
  h1 {
    color: #fff;
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 2fr;
    align-items: center;
  }
  strong {
    font-size: 3rem;
    font-family: ${({ theme }) => theme.font.display};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
  }
  dt,
  dd {
    margin: 0;
  }
  meter {
    width: 100%;
    height: 10px;
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.color.teakDark};
  letter-spacing: 2px;
`;

const List = styled(CardGrid)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  small {
    color: ${({ theme }) => theme.color.grey700};
  }
`;

function StarRating({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <Stars aria-label={`${rating} out of 5 stars`}>{'★'.repeat(full) + '☆'.repeat(5 - full)}</Stars>
  );
}

function Reviews({ data }: { data: ReviewPage }) {
  const { summary } = data;
  return (
    <>
      <Summary aria-label="Rating summary">
        <div>
          <strong>{summary.average.toFixed(1)}</strong> <StarRating rating={summary.average} />
          <p>Based on {countOf(summary.count, 'review')}</p>
        </div>
        <dl>
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <div key={stars} style={{ display: 'contents' }}>
              <dt>{countOf(stars, 'star')}</dt>
              <dd>
                <meter
                  min={0}
                  max={summary.count || 1}
                  value={summary.distribution[stars]}
                  aria-label={countOf(stars, 'star')}
                />
              </dd>
              <dd>{summary.distribution[stars]}</dd>
            </div>
          ))}
        </dl>
      </Summary>
      <List aria-label="Reviews">
        {data.reviews.map((review) => (
          <li key={review.id}>
            <StarRating rating={review.rating} />
            <h3>{review.title}</h3>
            <p>{review.body}</p>
            <small>
              {review.author}
              {review.verified ? ' · Verified buyer' : ''} ·{' '}
              {formatLongUsDate(new Date(review.date))}
            </small>
          </li>
        ))}
      </List>
      <Pagination
        page={data.currentPage}
        totalPages={data.totalPages}
        hrefFor={(page) => (page === 1 ? '/reviews' : `/reviews?page=${page}`)}
      />
    </>
  );
}

/** /reviews: the star summary and the reviews from the content service. */
export default function ReviewsPage() {
  const page = reviewsPageOf(useSearchParams());
  // A configured review provider shows its own widget: the shop's reviews are not asked for then.
  const provider = usePlatform().widgets.get('reviews');
  const query = useGetReviewsQuery(page, { skip: !!provider });
  return (
    <>
      <Container>
        <Breadcrumb items={[{ label: 'Reviews' }]} />
      </Container>
      <Banner>
        <h1>Customer Reviews</h1>
        <p>Over 10,000 buyers have furnished their homes with Sohnne. Here is what they say.</p>
      </Banner>
      <PageContainer>
        <ProviderEmbed name="reviews" placeholder={<StatePanel>Loading reviews...</StatePanel>}>
          <QueryState
            query={query}
            error="We couldn't load the reviews. Please try again."
            loading={<StatePanel>Loading reviews...</StatePanel>}
            isEmpty={(data) => data.reviews.length === 0}
            empty={<StatePanel>No reviews yet.</StatePanel>}
          >
            {(data) => <Reviews data={data} />}
          </QueryState>
        </ProviderEmbed>
      </PageContainer>
    </>
  );
}
