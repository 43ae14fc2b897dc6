import { HydrateOnVisible, Link, usePlatform } from '@sohnne/platform';
import {
  Button,
  ButtonLink,
  imageProps,
  PageContainer,
  PageHeading,
  QueryState,
  Skeleton,
} from '@sohnne/ui';
import styled from 'styled-components';
import { Actions, Card, Cards, Hero, Section } from '../content-blocks';
import { NewsletterForm } from './NewsletterForm';
import { useGetProfessionalServicesQuery, type ProfessionalService } from './professionalsApi';

export const BUSINESS_PHONE = '+1 (555) 013-2030';
export const BUSINESS_EMAIL = 'business@sohnne.test';

const STORES = [
  {
    name: 'Sohnne San Francisco',
    address: '1550 Market Street, San Francisco, CA 94102, United States',
    phone: '+1 (555) 013-2025',
  },
  {
    name: 'Sohnne New York',
    address: '210 Lafayette Street, New York, NY 10012, United States',
    phone: '+1 (555) 013-2040',
  },
  {
    name: 'Sohnne London',
    address: '42 Redchurch Street, London E2 7DJ, United Kingdom',
    phone: '+44 20 7946 0125',
  },
];

const BENEFITS = [
  {
    title: 'Up to 30% savings',
    text: 'Business pricing of up to 30% off on every order, from a single chair to a full fit-out.',
  },
  {
    title: 'Free shipping',
    text: 'Free shipping to the continental US and most EU countries, with delivery planned around your site.',
  },
  {
    title: 'Customisation',
    text: 'Upholstery, finishes and dimensions adapted to your brief, with swatches sent before you order.',
  },
  {
    title: '5-year warranty',
    text: 'Every business order is covered by our 5-year warranty, for the wear of hotels, offices and restaurants.',
  },
];

const SERVICE_ICON_SIZE = { width: 64, height: 64 };

/** A phone number as a `tel:` address (its digits and the leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * The business page: who it is for and how to reach the team, the program, the services, projects, stores and
 * the newsletter. Each part reads what it needs itself, so the page does not re-render when one loads; the
 * parts below the fold on a phone hydrate as they come near.
 */
export default function ProfessionalsPage() {
  return (
    <PageContainer as="article">
      <BusinessHero />
      <BusinessProgram />
      <BusinessServices />
      <HydrateOnVisible>
        <ProjectSupport />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <Stores />
      </HydrateOnVisible>
      <HydrateOnVisible>
        <BusinessNewsletter />
      </HydrateOnVisible>
    </PageContainer>
  );
}

/** The page's heading and the three ways to the business team: the chat, e-mail and phone. */
function BusinessHero() {
  const platform = usePlatform();
  const openChat = () => void platform.chat.open();
  return (
    <Hero>
      <PageHeading>Sohnne for Business</PageHeading>
      <p>
        Architects, designers, hotels, offices and restaurants furnish their projects with our
        replicas of the design classics — and save up to 30% on the originals&apos; look and feel.
      </p>
      <Actions>
        <Button type="button" onClick={openChat}>
          Chat with our business team
        </Button>
        <ButtonLink href={`mailto:${BUSINESS_EMAIL}`} $variant="secondary">
          {BUSINESS_EMAIL}
        </ButtonLink>
      </Actions>
      <p>
        Or call us: <a href={telHref(BUSINESS_PHONE)}>{BUSINESS_PHONE}</a>
      </p>
    </Hero>
  );
}

function BusinessProgram() {
  return (
    <Section aria-labelledby="program-title">
      <h2 id="program-title">The business program</h2>
      <Cards $columns={4}>
        {BENEFITS.map((benefit) => (
          <Card key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}

/** The services the content service lists, each with its icon. */
function BusinessServices() {
  const services = useGetProfessionalServicesQuery();
  return (
    <Section aria-labelledby="services-title">
      <h2 id="services-title">Our services</h2>
      <QueryState
        query={services}
        error="We couldn't load our services. Please try again."
        isEmpty={(data) => data.services.length === 0}
        empty={<p>Ask our business team about trade pricing, bulk orders and custom finishes.</p>}
        loading={<ServicesSkeleton />}
      >
        {(data) => (
          <Services>
            {data.services.map((service) => (
              <ServiceItem key={service.name} service={service} />
            ))}
          </Services>
        )}
      </QueryState>
    </Section>
  );
}

function ServicesSkeleton() {
  return (
    <Services data-testid="services-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton $height="64px" style={{ width: 64 }} />
          <Skeleton $height="1rem" />
        </li>
      ))}
    </Services>
  );
}

function ServiceItem({ service }: { service: ProfessionalService }) {
  const icon = imageProps(
    { url: service.icon.url, width: service.icon.width, height: service.icon.height },
    '',
    SERVICE_ICON_SIZE,
  );
  return (
    <li>
      {icon && (
        <img
          {...icon}
          alt=""
          width={SERVICE_ICON_SIZE.width}
          height={SERVICE_ICON_SIZE.height}
          loading="lazy"
        />
      )}
      <span>{service.name}</span>
    </li>
  );
}

function ProjectSupport() {
  return (
    <Section aria-labelledby="projects-title">
      <h2 id="projects-title">Your project, start to finish</h2>
      <p>
        From a boutique hotel lobby to a hundred-desk office, our project team plans quantities,
        finishes and delivery windows with you, sends material swatches, and ships from our
        warehouses in the USA, UK and Germany. Bulk orders of up to 100 units are handled through
        our trade program.
      </p>
      <Actions style={{ justifyContent: 'flex-start' }}>
        <ButtonLink as={Link} to="/trade" $variant="secondary">
          Join the trade program
        </ButtonLink>
        <ButtonLink as={Link} to="/collections" $variant="secondary">
          Browse the collections
        </ButtonLink>
      </Actions>
    </Section>
  );
}

function Stores() {
  return (
    <Section aria-labelledby="stores-title">
      <h2 id="stores-title">Visit our stores</h2>
      <Cards>
        {STORES.map((store) => (
          <Card key={store.name}>
            <h3>{store.name}</h3>
            <address>
              <p>{store.address}</p>
              <p>
                <a href={telHref(store.phone)}>{store.phone}</a>
              </p>
            </address>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}

function BusinessNewsletter() {
  return (
    <Section aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Business news and offers</h2>
      <p>New collections, trade offers and project stories, once a month.</p>
      <NewsletterForm />
    </Section>
  );
}

const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    text-align: center;
    font-weight: 500;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;
