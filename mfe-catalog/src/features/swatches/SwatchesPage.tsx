import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { ButtonLink, PageContainer, PageHeading, paperPanel } from '@sohnne/ui';

/** The three steps of ordering swatches. */
export const STEPS = [
  {
    title: 'Pick your swatches',
    body: 'Browse the pieces below and choose up to five fabric, leather or finish samples for the ones you love.',
  },
  {
    title: 'Enter your details',
    body: 'Tell us where to send them: your name, e-mail and shipping address. Swatches are free.',
  },
  {
    title: 'Wait for the package',
    body: 'Your samples ship within two business days, so you can see and feel them at home before you order.',
  },
];

/** The swatch collections (children of Essentials in the catalogue). */
export const SWATCH_COLLECTIONS = [
  { slug: 'lounge-chair', name: 'Lounge Chair' },
  { slug: 'sofa-sectional', name: 'Sofa & Sectional' },
  { slug: 'office-furniture', name: 'Office Furniture' },
  { slug: 'coffee-side-tables', name: 'Coffee & Side Tables' },
];

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 60ch;
  color: ${({ theme }) => theme.color.grey700};
  line-height: 1.6;
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  counter-reset: step;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  li {
    counter-increment: step;
    ${paperPanel}
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.teakDark};
    color: #fff;
    font-weight: 500;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
    line-height: 1.6;
  }
`;

const Collections = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.tablet} {
    ul {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  a {
    width: 100%;
    box-sizing: border-box;
    text-align: center;
    line-height: 1.2;
    padding-top: 8px;
    padding-bottom: 8px;
  }
`;

export default function SwatchesPage() {
  return (
    <PageContainer>
      <PageHeading>Order Swatches</PageHeading>
      <Intro>
        See the colour and feel the texture before you decide. Ordering free swatches takes three
        steps.
      </Intro>
      <Steps>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.body}</p>
          </li>
        ))}
      </Steps>
      <Collections aria-labelledby="swatch-collections">
        <h2 id="swatch-collections">Start with a collection</h2>
        <ul>
          {SWATCH_COLLECTIONS.map((collection) => (
            <li key={collection.slug}>
              <ButtonLink
                as={Link}
                to={`/collections/essentials/${collection.slug}`}
                $variant="secondary"
              >
                {collection.name}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Collections>
    </PageContainer>
  );
}
