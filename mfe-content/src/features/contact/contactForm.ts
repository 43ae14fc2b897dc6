import { emailField } from '@sohnne/ui';
import { z } from 'zod';
import type { ContactTopic } from '../../types';

/**
 * The topics the form offers, in its order. The content service's contract (ContactTopic) is the source:
 * a topic it does not accept fails to compile here, and so does one it accepts that the form leaves out.
 */
export const CONTACT_TOPICS = [
  'Order status',
  'Delivery',
  'Returns & Refunds',
  'Product question',
  'Warranty',
  'Trade & Professionals',
  'Other',
] as const satisfies readonly ContactTopic[];
const everyTopicOffered: Exclude<ContactTopic, (typeof CONTACT_TOPICS)[number]> extends never
  ? true
  : never = true;
void everyTopicOffered;

/** The same rules as the content service: the messages shown under the fields. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name (up to 80 characters)')
    .max(80, 'Please enter your name (up to 80 characters)'),
  email: emailField('Please enter a valid email address').pipe(
    z.string().max(254, 'Please enter a valid email address'),
  ),
  topic: z
    .string()
    .refine(
      (topic) => (CONTACT_TOPICS as readonly string[]).includes(topic),
      'Please choose a topic',
    ),
  message: z
    .string()
    .trim()
    .min(10, 'Please enter a message of 10 to 5000 characters')
    .max(5000, 'Please enter a message of 10 to 5000 characters'),
});

/** Said above the button when the message could not be sent (and the service named no field). */
export const CONTACT_FAILED = 'We couldn’t send your message. Please try again.';

/** Said once the message is sent: under the heading once hydrated, as the next page's toast before. */
export const CONTACT_SENT = 'Thank you! Your message has been sent. We’ll get back to you soon.';

export type ContactValues = z.infer<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '' };
