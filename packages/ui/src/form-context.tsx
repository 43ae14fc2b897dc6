import { createContext, useContext } from 'react';

/*
 * What every page's root provides to its forms, apart from the form kit: the platform's page root imports
 * only this, so a page without a form does not load react-hook-form and zod.
 */

/**
 * What the page server's form action gave back when it refused a post (the page again, with 422): the
 * fields the shopper typed, secrets left out, and the messages by field path ('' for the whole form).
 */
export interface PostedForm {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/** The refused post the page is rendered with (server and hydration alike), if any. */
export const PostedFormContext = createContext<PostedForm | null>(null);

/**
 * The visitor's CSRF token, sent in each kit form's hidden field: the page server checks it against the
 * visitor's cookie when the form is posted before (or without) its scripts.
 */
export const FormTokenContext = createContext<string | null>(null);

/** The hidden field's name (the platform's FORM_TOKEN_FIELD; the UI kit cannot import the platform). */
const FORM_TOKEN_FIELD = '_csrf';

/**
 * The form's hidden token field, for a post sent before (or without) the page's scripts. The server's value
 * is kept as rendered: once scripts run, the form's own requests carry the cookie instead.
 */
export function FormTokenField() {
  const token = useContext(FormTokenContext);
  return token === null ? null : (
    <input type="hidden" name={FORM_TOKEN_FIELD} value={token} suppressHydrationWarning />
  );
}
