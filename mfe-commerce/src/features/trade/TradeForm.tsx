import {
  FormError,
  FormSubmit,
  SelectField,
  TextAreaField,
  TextField,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import { useState } from 'react';
import { FormColumn, Success } from '../content-blocks';
import { useApplyForTradeMutation } from './tradeApi';
import {
  BUSINESS_TYPES,
  EMPTY_TRADE_FORM,
  toTradeRequest,
  TRADE_FAILED,
  TRADE_RECEIVED,
  tradeSchema,
  type TradeValues,
} from './tradeApplication';

/** The trade sign-up: stored by the commerce service with status pending. A refused form keeps everything typed. */
export function TradeForm() {
  const [apply] = useApplyForTradeMutation();
  const form = useZodForm(tradeSchema, EMPTY_TRADE_FORM);
  const [received, setReceived] = useState(false);

  const send = async (values: TradeValues) => {
    const result = await apply(toTradeRequest(values));
    if ('data' in result) setReceived(true);
    return result;
  };

  if (received) {
    return <Success role="status">{TRADE_RECEIVED}</Success>;
  }

  return (
    <FormColumn>
      <ZodForm form={form} onSubmit={send} failure={TRADE_FAILED} aria-label="Trade application">
        <TextField name="company" label="Company" autoComplete="organization" required />
        <TextField name="name" label="Your name" autoComplete="name" required />
        <TextField name="email" label="Business email" type="email" autoComplete="email" required />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <TextField name="website" label="Website (optional)" type="url" autoComplete="url" />
        <SelectField
          name="business_type"
          label="Business type"
          options={BUSINESS_TYPES}
          placeholder="Choose…"
          required
        />
        <TextAreaField
          name="message"
          label="Tell us about your projects (optional)"
          rows={4}
          maxLength={2000}
        />
        <FormError />
        <FormSubmit>Join Now</FormSubmit>
      </ZodForm>
    </FormColumn>
  );
}
