import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link, usePlatform } from '@sohnne/platform';
import {
  Button,
  ButtonLink,
  Container,
  FormError,
  FormSubmit,
  Muted,
  PageHeading,
  paperPanel,
  QueryState,
  SelectField,
  Skeleton,
  TextAreaField,
  TextField,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import { useGetContactChannelsQuery, useSendContactMessageMutation } from './contactApi';
import type { ContactTopic } from '../../types';
import {
  CONTACT_FAILED,
  CONTACT_SENT,
  CONTACT_TOPICS,
  contactSchema,
  EMPTY_CONTACT,
  type ContactValues,
} from './contactForm';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';

const Hero = styled.section`
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  padding: ${({ theme }) => theme.space(6)} 0;
  h1 {
    color: #fff;
    margin-top: 0;
  }
  p {
    max-width: 60ch;
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Options = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
    ${paperPanel}
  }
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.grey700};
    flex: 1;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const FormSection = styled.section`
  max-width: 640px;
  padding-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.6rem;
  }
`;

const Sent = styled.p`
  padding: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.paper};
`;

function ContactHero() {
  return (
    <Hero>
      <Container>
        <PageHeading>Contact Us</PageHeading>
        <p>Questions about an order, a product or a delivery? We&rsquo;re here to help, 24/7.</p>
      </Container>
    </Hero>
  );
}

/** The shop's WhatsApp and SMS links, from the content service. */
function MessagingLinks() {
  const channels = useGetContactChannelsQuery();
  return (
    <QueryState
      query={channels}
      error="We couldn't load our number. Please try again."
      loading={<Skeleton $height="44px" />}
    >
      {(links) => (
        <Links>
          <ButtonLink
            $variant="secondary"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </ButtonLink>
          <ButtonLink $variant="secondary" href={links.sms} aria-label={`SMS ${links.number}`}>
            SMS
          </ButtonLink>
        </Links>
      )}
    </QueryState>
  );
}

/** The three ways to reach us before writing: the FAQ, live chat and a message to the shop's phone. */
function ContactOptions() {
  const platform = usePlatform();
  return (
    <Options>
      <li>
        <h2>FAQ</h2>
        <p>Most answers are one click away: delivery, returns, payment and more.</p>
        <ButtonLink as={Link} to="/help-faqs" $variant="secondary">
          Read the FAQ
        </ButtonLink>
      </li>
      <li>
        <h2>Live chat</h2>
        <p>Chat with our support team now.</p>
        <Button type="button" $variant="secondary" onClick={() => void platform.chat.open()}>
          Start live chat
        </Button>
      </li>
      <li>
        <h2>WhatsApp or SMS</h2>
        <p>Send us a message and we&rsquo;ll reply on your phone.</p>
        <MessagingLinks />
      </li>
    </Options>
  );
}

/** What a customer agrees to by texting us. */
function TextingConsent() {
  return (
    <Muted>
      By texting us, you agree to receive text messages from Sohnne about your enquiry and your
      orders. Message and data rates may apply; reply STOP to opt out. See our{' '}
      <Link to="/terms-of-use">Terms of Use</Link> and{' '}
      <Link to="/privacy-policy">Privacy Policy</Link>.
    </Muted>
  );
}

/** The contact form (or a configured provider's): once sent, it empties and says so above it. */
function MessageForm() {
  const form = useZodForm(contactSchema, EMPTY_CONTACT);
  const [sent, setSent] = useState(false);
  const [send] = useSendContactMessageMutation();
  const id = useId();

  const submit = async (values: ContactValues) => {
    const result = await send({ ...values, topic: values.topic as ContactTopic });
    if ('data' in result) {
      setSent(true);
      form.reset(EMPTY_CONTACT);
    }
    return result;
  };

  return (
    <FormSection aria-labelledby={`${id}-form`}>
      <h2 id={`${id}-form`}>Send us a message</h2>
      {sent && <Sent role="status">{CONTACT_SENT}</Sent>}
      <ProviderEmbed name="contact">
        <ZodForm
          form={form}
          onSubmit={submit}
          failure={CONTACT_FAILED}
          aria-label="Send us a message"
        >
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="email" label="E-mail" type="email" autoComplete="email" />
          <SelectField
            name="topic"
            label="Topic"
            options={CONTACT_TOPICS}
            placeholder="Choose a topic"
          />
          <TextAreaField name="message" label="Message" rows={6} />
          <FormError />
          <FormSubmit>Send message</FormSubmit>
        </ZodForm>
      </ProviderEmbed>
    </FormSection>
  );
}

/** /contact-us: the ways to reach us, the text-message consent notice and the contact form. */
export default function ContactPage() {
  return (
    <>
      <ContactHero />
      <Container>
        <ContactOptions />
        <TextingConsent />
        <MessageForm />
      </Container>
    </>
  );
}
