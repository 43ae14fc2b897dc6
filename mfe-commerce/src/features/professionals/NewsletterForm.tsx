import { errorMessage } from '@sohnne/platform';
import { Field, Form, FieldError, SubmitButton } from '@sohnne/ui';
import { useState, type FormEvent } from 'react';
import { FormColumn, Success } from '../content-blocks/blocks';
import { useSubscribeNewsletterMutation } from './professionalsApi';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter embed of /professionals: the content service's sign-up, recorded with this page as its source. */
export function NewsletterForm() {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      setFieldError('Please enter a valid email address');
      return;
    }
    setFieldError(undefined);
    try {
      const result = await subscribe({ email: trimmed, name: name.trim() || undefined, source: 'professionals' }).unwrap();
      setSubscribed(result.email);
    } catch (error) {
      setFormError(errorMessage(error, 'We could not sign you up. Please try again.'));
    }
  };

  if (subscribed) return <Success role="status">Thank you! {subscribed} is signed up to our business newsletter.</Success>;

  return (
    <FormColumn>
      <Form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
        <Field label="Name (optional)" name="name" autoComplete="name" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(e) => setEmail(e.target.value)}
        />
        {formError && <FieldError role="alert">{formError}</FieldError>}
        <SubmitButton busy={isLoading}>Subscribe</SubmitButton>
      </Form>
    </FormColumn>
  );
}
