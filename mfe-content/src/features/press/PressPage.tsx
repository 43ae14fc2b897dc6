import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { Breadcrumb, ButtonLink, Container, paperPanel, QueryState, Skeleton } from '@sohnne/ui';
import { useGetPressQuery } from './pressApi';

const Banner = styled.section`
  background: ${({ theme }) => theme.color.charcoal};
  color: #fff;
  padding: ${({ theme }) => theme.space(5)} 0;
  h1 {
    color: #fff;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(0.5)};
  }
  a {
    color: #fff;
  }
`;

const Page = styled(Container)`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(8)};
  text-align: center;
`;

const Quotes = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  figure {
    margin: 0;
    height: 100%;
    ${paperPanel}
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.15rem;
  }
  figcaption {
    font-weight: 500;
    color: ${({ theme }) => theme.color.walnut};
  }
`;

const Claim = styled.p`
  font-size: 1.25rem;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** /in-the-press: the press contacts, seven quotes and the reviews claim. */
export default function PressPage() {
  const query = useGetPressQuery();
  return (
    <>
      <Container>
        <Breadcrumb items={[{ label: 'In the Press' }]} />
      </Container>
      <QueryState
        query={query}
        error="We couldn't load this page. Please try again."
        loading={
          <Container aria-hidden="true" data-testid="press-skeleton">
            <Skeleton $height="10rem" />
          </Container>
        }
      >
        {(press) => (
          <>
            <Banner>
              <Container>
                <h1>In the Press</h1>
                <p>
                  {press.contacts.media.label}:{' '}
                  <a href={`mailto:${press.contacts.media.email}`}>{press.contacts.media.email}</a>
                </p>
                <p>
                  {press.contacts.partnerships.label}:{' '}
                  <a href={`mailto:${press.contacts.partnerships.email}`}>
                    {press.contacts.partnerships.email}
                  </a>
                </p>
              </Container>
            </Banner>
            <Page>
              <Quotes aria-label="Press quotes">
                {press.quotes.map((quote) => (
                  <li key={quote.outlet}>
                    <figure>
                      <blockquote>&ldquo;{quote.quote}&rdquo;</blockquote>
                      <figcaption>{quote.outlet}</figcaption>
                    </figure>
                  </li>
                ))}
              </Quotes>
              <Claim>Loved by our customers, with 300,000+ reviews.</Claim>
              <ButtonLink as={Link} to="/">
                See Reviews
              </ButtonLink>
            </Page>
          </>
        )}
      </QueryState>
    </>
  );
}
