import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, usePlatform } from '@sohnne/platform';
import { Button, ButtonLink, Container, Field, FieldError, Form, Muted, PageHeading, QueryState, Skeleton, SubmitButton } from '@sohnne/ui';
import { useGetContactChannelsQuery, useSendContactMessageMutation } from './contactApi';
import { CONTACT_TOPICS, validateContact, type ContactErrors } from './validateContact';
import { ProviderEmbed } from '@sohnne/platform/src/provider-embed';

const Hero = styled.section`
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  padding: ${({ theme }) => theme.space(6)} 0;
  h1 { color: #fff; margin-top: 0; }
  p { max-width: 60ch; margin: 0; font-size: 1.1rem; }
`;

const Options = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(3, 1fr); }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.paper};
    border: 1px solid ${({ theme }) => theme.color.grey200};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 { font-size: 1.25rem; margin: 0; }
  p { margin: 0 0 ${({ theme }) => theme.space(1)}; color: ${({ theme }) => theme.color.grey700}; flex: 1; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const FormSection = styled.section`
  max-width: 640px;
  padding-bottom: ${({ theme }) => theme.space(8)};
  h2 { font-size: 1.6rem; }
  select, textarea {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
    font: inherit;
  }
  select[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.error}; }
  label { font-weight: 500; font-size: 0.9rem; }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Sent = styled.p`
  padding: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.paper};
`;

const EMPTY = { name: '', email: '', topic: '', message: '' };

/** Field messages from the service's 400 answer ({ message: string[] }), matched to fields by their wording. */
function serverErrors(error: unknown): ContactErrors | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 400 || !('data' in error)) return null;
  const messages = (error.data as { message?: unknown })?.message;
  const list = Array.isArray(messages) ? messages.map(String) : [];
  const errors: ContactErrors = {};
  for (const message of list) {
    if (/name/i.test(message)) errors.name = message;
    else if (/email/i.test(message)) errors.email = message;
    else if (/topic/i.test(message)) errors.topic = 'Please choose a topic';
    else errors.message = message;
  }
  return errors;
}

/** /contact-us: the ways to reach us, the text-message consent notice and the contact form. */
export default function ContactPage() {
  const platform = usePlatform();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const channels = useGetContactChannelsQuery();
  const id = useId();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await send({ name: form.name.trim(), email: form.email.trim(), topic: form.topic as (typeof CONTACT_TOPICS)[number], message: form.message.trim() });
    if ('error' in result) {
      const fields = serverErrors(result.error);
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFailed(true);
      return;
    }
    setSent(true);
    setForm(EMPTY);
  };

  return (
    <>
      <Hero>
        <Container>
          <PageHeading>Contact Us</PageHeading>
          <p>Questions about an order, a product or a delivery? We&rsquo;re here to help, 24/7.</p>
        </Container>
      </Hero>
      <Container>
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
            <QueryState query={channels} error="We couldn't load our number. Please try again." loading={<Skeleton $height="44px" />}>
              {(links) => (
                <Links>
                  <ButtonLink $variant="secondary" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </ButtonLink>
                  <ButtonLink $variant="secondary" href={links.sms} aria-label={`SMS ${links.number}`}>
                    SMS
                  </ButtonLink>
                </Links>
              )}
            </QueryState>
          </li>
        </Options>
        <Muted>
          By texting us, you agree to receive text messages from Sohnne about your enquiry and your orders. Message and data rates
          may apply; reply STOP to opt out. See our <Link to="/terms-of-use">Terms of Use</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </Muted>
        <FormSection aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>Send us a message</h2>
          {sent && <Sent role="status">Thank you! Your message has been sent. We&rsquo;ll get back to you soon.</Sent>}
          <ProviderEmbed name="contact">
            <Form noValidate onSubmit={submit}>
              <Field label="Name" name="name" autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} />
              <Field label="E-mail" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
              <Row>
                <label htmlFor={`${id}-topic`}>Topic</label>
                <select
                  id={`${id}-topic`}
                  name="topic"
                  value={form.topic}
                  onChange={set('topic')}
                  aria-invalid={errors.topic ? true : undefined}
                  aria-describedby={errors.topic ? `${id}-topic-error` : undefined}
                >
                  <option value="">Choose a topic</option>
                  {CONTACT_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {topic}
                    </option>
                  ))}
                </select>
                {errors.topic && (
                  <FieldError id={`${id}-topic-error`} role="alert">
                    {errors.topic}
                  </FieldError>
                )}
              </Row>
              <Row>
                <label htmlFor={`${id}-message`}>Message</label>
                <textarea
                  id={`${id}-message`}
                  name="message"
                  rows={6}
                  value={form.message}
                  onChange={set('message')}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? `${id}-message-error` : undefined}
                />
                {errors.message && (
                  <FieldError id={`${id}-message-error`} role="alert">
                    {errors.message}
                  </FieldError>
                )}
              </Row>
              {failed && <FieldError role="alert">We couldn&rsquo;t send your message. Please try again.</FieldError>}
              <SubmitButton busy={isLoading}>Send message</SubmitButton>
            </Form>
          </ProviderEmbed>
        </FormSection>
      </Container>
    </>
  );
}
