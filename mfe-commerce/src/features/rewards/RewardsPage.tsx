import { groupThousands, Link } from '@sohnne/platform';
import { ButtonLink, PageContainer, PageHeading, QueryState, Skeleton } from '@sohnne/ui';
import styled from 'styled-components';
import { Actions, Card, Cards, Hero, Section, StepsSection, formatUsd } from '../content-blocks';
import { MyPoints } from './MyPoints';
import { ReferFriend } from './ReferFriend';
import { useGetVoucherTermsQuery } from './rewardsApi';
import { EARN_POINTS } from './earn-points';

const HOW_IT_WORKS = [
  {
    title: 'Sign up',
    text: 'Join the club for free and get 250 points to start with, and $35 off your first purchase.',
  },
  {
    title: 'Earn credits',
    text: 'Collect points as you shop, review, share and celebrate with us.',
  },
  {
    title: 'Redeem credits',
    text: 'Turn your points into vouchers worth up to $300 off your next order.',
  },
];

export default function RewardsPage() {
  return (
    <PageContainer as="article">
      <Banner>
        <PageHeading>The Sohnne Club</PageHeading>
        <p>
          Earn points every time you shop and turn them into money off the design classics you love.
        </p>
        <Actions>
          <ButtonLink as={Link} to="/">
            Join Now
          </ButtonLink>
          <OnDark as={Link} to="/" $variant="secondary">
            Redeem
          </OnDark>
        </Actions>
      </Banner>

      <MyPoints />

      <StepsSection id="how-title" title="How It Works" steps={HOW_IT_WORKS} />

      <Section aria-labelledby="earn-title">
        <h2 id="earn-title">How to Earn Points</h2>
        <Cards as="ul" $columns={3}>
          {EARN_POINTS.map((way) => (
            <Card key={way.what}>
              <Points>
                {groupThousands(way.points)} {way.points === 1 ? 'point' : 'points'}
              </Points>
              <p>{way.what}</p>
            </Card>
          ))}
        </Cards>
      </Section>

      <Section aria-labelledby="use-title">
        <h2 id="use-title">How to Use Your Credits</h2>
        <VoucherTerms />
        <p>
          An order’s points are yours to spend as soon as it is paid. Cancelling the order takes
          them back: vouchers they bought that you have not used yet are cancelled with it, and an
          order whose points paid for a voucher you have used can no longer be cancelled online.
        </p>
      </Section>

      <ReferFriend />
    </PageContainer>
  );
}

/** The club's vouchers, as the commerce service offers them. */
function VoucherTerms() {
  const query = useGetVoucherTermsQuery();
  return (
    <QueryState
      query={query}
      error="We couldn't load the vouchers. Please try again."
      loading={
        <Cards as="ul" $columns={4}>
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={i}>
              <Skeleton $height="6rem" />
            </Card>
          ))}
        </Cards>
      }
    >
      {(vouchers) => (
        <Cards as="ul" $columns={4}>
          {vouchers.map((voucher) => (
            <Card key={voucher.points}>
              <Points>{groupThousands(voucher.points)} credits</Points>
              <h3>{formatUsd(voucher.amount_off, true)} off</h3>
              <p>On orders of {formatUsd(voucher.min_spend, true)} or more</p>
            </Card>
          ))}
        </Cards>
      )}
    </QueryState>
  );
}

const Banner = styled(Hero)`
  background: ${({ theme }) => theme.color.walnut};
  border-color: ${({ theme }) => theme.color.walnut};
  h1,
  p {
    color: ${({ theme }) => theme.color.paper};
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.color.paper};
  }
`;

/** A secondary action on the walnut banner: light outline and text. */
const OnDark = styled(ButtonLink)`
  && {
    color: ${({ theme }) => theme.color.paper};
    border-color: ${({ theme }) => theme.color.paper};
    background: transparent;
  }
  &&:hover {
    background: ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.walnut};
  }
`;

const Points = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)} !important;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.6rem;
  color: ${({ theme }) => theme.color.teakDark} !important;
`;
