import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { HydrateOnVisible, usePlatform } from '@sohnne/platform';
import { FragmentSlot } from '@sohnne/platform/src/fragment-slot';
import {
  Accordion,
  Button,
  controlStyle,
  PageContainer,
  PageHeading,
  VisuallyHidden,
} from '@sohnne/ui';
import { Hero, Section, StepsSection, formatUsd } from '../content-blocks';
import { MAX_APR, MIN_APR, MIN_FINANCED_CART, financingExamples } from './amortisation';
import { FINANCING_FAQ } from './faq';

/** The price the worked examples are computed for. */
export const EXAMPLE_PRICE = 1200;
const CAROUSEL_HEIGHT = 520;

const STEPS = [
  {
    title: 'Shop',
    text: 'Fill your cart with the pieces you love: the plan is open to carts of USD 50 or more.',
  },
  {
    title: 'Choose pay later at checkout',
    text: 'Pick 3, 6 or 12 monthly instalments and get a decision in seconds.',
  },
  {
    title: 'Pay over time',
    text: 'Your order ships as usual; pay the instalments month by month, with no fee from us.',
  },
];

/**
 * The financing page: the plan and its worked examples, the steps, who may use it, the questions, and
 * best sellers. The parts below the fold on a phone hydrate as they come near.
 */
export default function FinancingPage() {
  return (
    <PageContainer as="article">
      <Hero>
        <PageHeading>Buy now, pay later</PageHeading>
        <p>
          Spread the cost of your order over 3, 6 or 12 monthly instalments: 0% APR over 3 months,{' '}
          {MIN_APR}–{MAX_APR}% APR over 6 or 12 months.
        </p>
        <SearchBox />
      </Hero>
      <WorkedExamples />
      <HydrateOnVisible>
        <StepsSection id="steps-title" title="Three steps to your new piece" steps={STEPS} />
        <EligibilitySection />
        <Section aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently asked questions</h2>
          <Accordion items={FINANCING_FAQ} />
        </Section>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <FragmentSlot
          name="catalog/ProductCarousel"
          props={{
            title: "We think you'll love this",
            source: { kind: 'best-sellers' },
            label: 'Best Seller',
            autoplayDelay: 5000,
            speed: 1250,
          }}
          minHeight={CAROUSEL_HEIGHT}
          fallback="Products are unavailable right now."
        />
      </HydrateOnVisible>
    </PageContainer>
  );
}

/** What a purchase of EXAMPLE_PRICE costs on each plan. */
function WorkedExamples() {
  const examples = financingExamples(EXAMPLE_PRICE);
  return (
    <Section aria-labelledby="plan-title">
      <h2 id="plan-title">How the plan works</h2>
      <p>
        Here is what a {formatUsd(EXAMPLE_PRICE, true)} purchase costs on each plan. Your APR within
        the {MIN_APR}–{MAX_APR}% range is set when your application is approved.
      </p>
      <TableWrap tabIndex={0} role="region" aria-label="Worked examples">
        <table>
          <caption>
            <VisuallyHidden>
              Worked examples for a {formatUsd(EXAMPLE_PRICE, true)} purchase
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">APR</th>
              <th scope="col">Monthly payment</th>
              <th scope="col">Interest</th>
              <th scope="col">Total paid</th>
            </tr>
          </thead>
          <tbody>
            {examples.map((example) => (
              <tr key={`${example.months}-${example.apr}`}>
                <th scope="row">{example.months} months</th>
                <td>{example.apr}%</td>
                <td>{formatUsd(example.monthly)}</td>
                <td>{formatUsd(example.interest)}</td>
                <td>{formatUsd(example.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Section>
  );
}

function EligibilitySection() {
  return (
    <Section aria-labelledby="eligibility-title">
      <h2 id="eligibility-title">Eligibility</h2>
      <Eligibility>
        <li>Minimum cart value: USD {MIN_FINANCED_CART}.</li>
        <li>Available in the US and US territories only.</li>
        <li>Online purchases only.</li>
        <li>Subject to credit approval.</li>
      </Eligibility>
    </Section>
  );
}

/** A product search that leads to the search page (`/search?product=`). */
function SearchBox() {
  const { navigation } = usePlatform();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const product = query.trim();
    if (product) navigation.navigate(`/search?product=${encodeURIComponent(product)}`);
  };
  return (
    <Search role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label htmlFor="financing-search">Find something to finance</label>
      <div>
        <input
          id="financing-search"
          name="product"
          type="search"
          placeholder="Search products"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </div>
    </Search>
  );
}

const Search = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  max-width: 520px;
  text-align: left;
  label {
    font-weight: 500;
    font-size: 0.9rem;
  }
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  input {
    ${controlStyle}
    flex: 1;
    min-width: 0;
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.color.paper};
    font-size: 0.85rem;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  }
  thead th {
    color: ${({ theme }) => theme.color.walnut};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.tablet} {
    table {
      font-size: 1rem;
    }
    th,
    td {
      padding: ${({ theme }) => theme.space(1.5)};
    }
    thead th {
      font-size: 0.9rem;
    }
  }
`;

const Eligibility = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(3)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;
