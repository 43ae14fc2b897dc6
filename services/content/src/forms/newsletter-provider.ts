/** Where newsletter sign-ups go: the local store by default; an email-marketing provider could take over. */
export interface NewsletterProvider {
  subscribe(signup: { email: string; name?: string; source: string }): Promise<void>;
}

/** Where contact messages go: the local store by default; a help-desk provider could take over. */
export interface ContactInbox {
  receive(message: { name: string; email: string; topic: string; message: string }): Promise<void>;
}

export const NEWSLETTER_PROVIDER = Symbol('NEWSLETTER_PROVIDER');
export const CONTACT_INBOX = Symbol('CONTACT_INBOX');
