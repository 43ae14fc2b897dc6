import type { ContactMessage, ContactTopic } from '../../types';

export const CONTACT_TOPICS: ContactTopic[] = ['Order status', 'Delivery', 'Returns & Refunds', 'Product question', 'Warranty', 'Trade & Professionals', 'Other'];

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the content service: the messages shown under the fields. */
export function validateContact(form: { name: string; email: string; topic: string; message: string }): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  const message = form.message.trim();
  if (!name || name.length > 80) errors.name = 'Please enter your name (up to 80 characters)';
  if (!EMAIL.test(form.email.trim()) || form.email.trim().length > 254) errors.email = 'Please enter a valid email address';
  if (!CONTACT_TOPICS.includes(form.topic as ContactTopic)) errors.topic = 'Please choose a topic';
  if (message.length < 10 || message.length > 5000) errors.message = 'Please enter a message of 10 to 5000 characters';
  return errors;
}
