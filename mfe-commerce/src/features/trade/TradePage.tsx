import { ButtonLink, PageContainer, PageHeading } from '@sohnne/ui';
import { Actions, Card, Cards, Hero, Section } from '../content-blocks';
import { TradeForm } from './TradeForm';

const PERKS = [
  {
    title: 'Trade pricing',
    text: 'Exclusive trade prices on the whole catalogue, for every project you furnish.',
  },
  {
    title: 'Bulk orders',
    text: 'Up to 100 units per bulk order, shipped from our warehouses in the USA, UK and Germany.',
  },
  {
    title: '50% down payment',
    text: 'Reserve your order with a 50% down payment and settle the rest before it ships.',
  },
  {
    title: 'A dedicated account manager',
    text: 'One contact for quotes, swatches, finishes and delivery planning.',
  },
];

export const TRADE_FORM_ID = 'trade-sign-up';

export default function TradePage() {
  return (
    <PageContainer as="article">
      <Hero>
        <PageHeading>Sohnne Trade Program</PageHeading>
        <p>
          For architects, interior designers and furniture stores: trade pricing, bulk orders and
          flexible payment on the design classics.
        </p>
        <Actions>
          <ButtonLink href={`#${TRADE_FORM_ID}`}>Join Now</ButtonLink>
        </Actions>
      </Hero>

      <Section aria-labelledby="perks-title">
        <h2 id="perks-title">Trade perks</h2>
        <Cards $columns={4}>
          {PERKS.map((perk) => (
            <Card key={perk.title}>
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </Card>
          ))}
        </Cards>
      </Section>

      <Section aria-labelledby="approval-title">
        <h2 id="approval-title">How to join</h2>
        <p>
          Send us the form below. Our trade team reviews every application and approves it within 3
          working days; we then e-mail you your trade account details.
        </p>
      </Section>

      <Section id={TRADE_FORM_ID} aria-labelledby="form-title">
        <h2 id="form-title">Apply for a trade account</h2>
        <TradeForm />
      </Section>
    </PageContainer>
  );
}
