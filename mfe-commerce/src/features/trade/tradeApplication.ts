import { emailField } from '@sohnne/ui';
import { z } from 'zod';
import type { TradeApplicationRequest } from './tradeApi';

/** The business types the commerce service accepts (its TradeApplicationDto). */
export const BUSINESS_TYPES = [
  'Architect',
  'Interior designer',
  'Furniture store',
  'Hospitality',
  'Other',
] as const;

const URL_PATTERN = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i;
const required = (message: string) => z.string().trim().min(1, message);

/** The trade application as typed; its messages are the service's, so the browser says what the server would. */
export const tradeSchema = z.object({
  company: required('Company is required'),
  name: required('Name is required'),
  email: emailField('Invalid email address'),
  phone: required('Phone is required'),
  website: z
    .string()
    .trim()
    .refine((website) => !website || URL_PATTERN.test(website), 'Website must be a URL'),
  business_type: z
    .string()
    .refine(
      (type) => (BUSINESS_TYPES as readonly string[]).includes(type),
      'Please choose your business type',
    ),
  message: z.string().trim(),
});

export type TradeValues = z.infer<typeof tradeSchema>;

export const EMPTY_TRADE_FORM: TradeValues = {
  company: '',
  name: '',
  email: '',
  phone: '',
  website: '',
  business_type: '',
  message: '',
};

/** The request body: optional fields left out when blank. */
export function toTradeRequest({
  website,
  message,
  ...values
}: TradeValues): TradeApplicationRequest {
  return {
    ...values,
    business_type: values.business_type as TradeApplicationRequest['business_type'],
    ...(website ? { website } : {}),
    ...(message ? { message } : {}),
  };
}

/** Said above the button when the application failed (and the service named no field). */
export const TRADE_FAILED = 'We could not send your application. Please try again.';

/** Said once received: in place of the form once hydrated, as the next page's toast before. */
export const TRADE_RECEIVED =
  'Thank you! Your application is received. Our trade team will review it and reply within 3 working days.';
