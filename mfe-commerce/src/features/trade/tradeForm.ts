import type { TradeApplicationRequest } from './tradeApi';

/** The business types the commerce service accepts (its TradeApplicationDto). */
export const BUSINESS_TYPES = ['Architect', 'Interior designer', 'Furniture store', 'Hospitality', 'Other'] as const;

export type TradeField = 'company' | 'name' | 'email' | 'phone' | 'website' | 'business_type' | 'message';
export type TradeValues = Record<TradeField, string>;
export type TradeErrors = Partial<Record<TradeField, string>>;

export const EMPTY_TRADE_FORM: TradeValues = { company: '', name: '', email: '', phone: '', website: '', business_type: '', message: '' };

/** The service's messages, so the browser says the same thing the server would. */
export const MESSAGES = {
  company: 'Company is required',
  name: 'Name is required',
  email: 'Invalid email address',
  phone: 'Phone is required',
  website: 'Website must be a URL',
  business_type: 'Please choose your business type',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i;

export function validateTrade(values: TradeValues): TradeErrors {
  const errors: TradeErrors = {};
  if (!values.company.trim()) errors.company = MESSAGES.company;
  if (!values.name.trim()) errors.name = MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = MESSAGES.email;
  if (!values.phone.trim()) errors.phone = MESSAGES.phone;
  if (values.website.trim() && !URL_PATTERN.test(values.website.trim())) errors.website = MESSAGES.website;
  if (!(BUSINESS_TYPES as readonly string[]).includes(values.business_type)) errors.business_type = MESSAGES.business_type;
  return errors;
}

/** The request body: trimmed, optional fields left out when blank. */
export function toTradeRequest(values: TradeValues): TradeApplicationRequest {
  const request: TradeApplicationRequest = {
    company: values.company.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    business_type: values.business_type as TradeApplicationRequest['business_type'],
  };
  if (values.website.trim()) request.website = values.website.trim();
  if (values.message.trim()) request.message = values.message.trim();
  return request;
}

const FIELD_OF_SERVER_MESSAGE: [RegExp, TradeField][] = [
  [/^company/i, 'company'],
  [/^name/i, 'name'],
  [/email/i, 'email'],
  [/^phone/i, 'phone'],
  [/^website/i, 'website'],
  [/^business type/i, 'business_type'],
  [/^message/i, 'message'],
];

/** Spreads the service's 400 messages over the fields they are about; the rest stay for the form. */
export function serverErrors(messages: string[]): { fields: TradeErrors; rest: string[] } {
  const fields: TradeErrors = {};
  const rest: string[] = [];
  for (const message of messages) {
    const field = FIELD_OF_SERVER_MESSAGE.find(([pattern]) => pattern.test(message))?.[1];
    if (field && !fields[field]) fields[field] = message;
    else if (!field) rest.push(message);
  }
  return { fields, rest };
}
