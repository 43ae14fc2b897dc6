import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field, FieldError, Form, SubmitButton } from '@sohnne/ui';
import styled from 'styled-components';
import { FormColumn, Success } from '../content-blocks/blocks';
import { useApplyForTradeMutation } from './tradeApi';
import {
  BUSINESS_TYPES,
  EMPTY_TRADE_FORM,
  serverErrors,
  toTradeRequest,
  validateTrade,
  type TradeErrors,
  type TradeField,
  type TradeValues,
} from './tradeForm';

const FIELD_ORDER: TradeField[] = ['company', 'name', 'email', 'phone', 'website', 'business_type', 'message'];

/** The service's validation messages (a string or a list), or none. */
function messagesOf(error: unknown): string[] {
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  if (typeof message === 'string') return [message];
  return Array.isArray(message) ? message.filter((item): item is string => typeof item === 'string') : [];
}

/** The trade sign-up: stored by the commerce service with status pending. A refused form keeps everything typed. */
export function TradeForm() {
  const id = useId();
  const [apply, { isLoading }] = useApplyForTradeMutation();
  const [values, setValues] = useState<TradeValues>(EMPTY_TRADE_FORM);
  const [errors, setErrors] = useState<TradeErrors>({});
  const [formError, setFormError] = useState<string>();
  const [received, setReceived] = useState(false);

  const update = (field: TradeField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const focusFirst = (found: TradeErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found = validateTrade(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    try {
      await apply(toTradeRequest(values)).unwrap();
      setReceived(true);
    } catch (error) {
      const { fields, rest } = serverErrors(messagesOf(error));
      setErrors(fields);
      focusFirst(fields);
      if (rest.length || !Object.keys(fields).length) {
        setFormError(rest.length ? rest.join('. ') : 'We could not send your application. Please try again.');
      }
    }
  };

  if (received) {
    return (
      <Success role="status">
        Thank you! Your application is received. Our trade team will review it and reply within 3 working days.
      </Success>
    );
  }

  const fieldId = (field: TradeField) => `${id}-${field}`;
  const describedBy = (field: TradeField) => (errors[field] ? `${fieldId(field)}-error` : undefined);

  return (
    <FormColumn>
      <Form noValidate onSubmit={onSubmit} aria-label="Trade application">
        <Field id={fieldId('company')} label="Company" name="company" autoComplete="organization" required value={values.company} error={errors.company} onChange={update('company')} />
        <Field id={fieldId('name')} label="Your name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={update('name')} />
        <Field id={fieldId('email')} label="Business email" name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={update('email')} />
        <Field id={fieldId('phone')} label="Phone" name="phone" type="tel" autoComplete="tel" required value={values.phone} error={errors.phone} onChange={update('phone')} />
        <Field id={fieldId('website')} label="Website (optional)" name="website" type="url" autoComplete="url" value={values.website} error={errors.website} onChange={update('website')} />
        <Control>
          <label htmlFor={fieldId('business_type')}>Business type</label>
          <select
            id={fieldId('business_type')}
            name="business_type"
            required
            value={values.business_type}
            aria-invalid={errors.business_type ? true : undefined}
            aria-describedby={describedBy('business_type')}
            onChange={update('business_type')}
          >
            <option value="">Choose…</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {errors.business_type && (
            <FieldError id={`${fieldId('business_type')}-error`} role="alert">
              {errors.business_type}
            </FieldError>
          )}
        </Control>
        <Control>
          <label htmlFor={fieldId('message')}>Tell us about your projects (optional)</label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={4}
            maxLength={2000}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            onChange={update('message')}
          />
          {errors.message && (
            <FieldError id={`${fieldId('message')}-error`} role="alert">
              {errors.message}
            </FieldError>
          )}
        </Control>
        {formError && <FieldError role="alert">{formError}</FieldError>}
        <SubmitButton busy={isLoading}>Join Now</SubmitButton>
      </Form>
    </FormColumn>
  );
}

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  label { font-weight: 500; font-size: 0.9rem; }
`;
