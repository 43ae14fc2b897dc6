import type { LoadContext } from './routing';

/*
 * Forms that work before their scripts: a page's route entry may declare an `action` beside its loader. The
 * page server runs it for a POST to the page's path (a form sent before hydration, or with scripts off, or
 * from a region whose browser build never arrived) with the shopper's cookies, validates the fields with the
 * same zod schema the browser's form uses, and either redirects (303) or renders the page again with 422,
 * what the shopper typed (never a secret) and the messages by field, as the hydrated form shows them.
 */

/** The hidden field every kit form carries: the visitor's CSRF token, checked by the page server. */
export const FORM_TOKEN_FIELD = '_csrf';

/**
 * The platform's own forms post to whatever page they are on and name the shell's action in this hidden
 * field; the page server runs it before the page's MFE sees the post:
 * - 'currency': field `currency` (a CurrencyCode), kept in the currency cookie;
 * - 'logout': signs the customer out, then home;
 * - 'add-to-cart': fields `productId`, `variantId` (if any), `quantity` and `name` (for the message);
 * - 'coupon': field `code` to apply one (checked by commerce, kept in the coupon cookie), or `intent=remove`.
 * So an MFE's page offers "Add to cart" without ever calling another team's service itself.
 */
export const SHELL_ACTION_FIELD = '_shell';

export type ShellAction = 'currency' | 'logout' | 'add-to-cart' | 'coupon';

/** A one-time message shown on the page a form's action redirects to (as the hydrated form's toast). */
export interface FlashMessage {
  kind: 'success' | 'error';
  text: string;
}

/** What a form post gave back to its page: the fields to show again and the messages by field path. */
export interface FormSubmission {
  values: Record<string, unknown>;
  /** Messages by field path ('address.city'); '' for the form as a whole. */
  errors: Record<string, string>;
}

export type ActionResult =
  { redirect: string; flash?: FlashMessage } | ({ status: 422 } & FormSubmission);

export interface ActionContext extends LoadContext {
  /** The posted fields, as the browser sent them (application/x-www-form-urlencoded). */
  form: URLSearchParams;
}

/** A schema as far as a form action uses it: zod's `safeParse` (the platform loads no zod itself). */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Names of fields whose values never go back into a page: passwords, card data, tokens. */
const SECRET_FIELD = /password|confirmation|card|cvc|expiry|token|_csrf/i;

export const isSecretField = (path: string) => SECRET_FIELD.test(path);

/**
 * The posted fields as the form's values: dotted names nest ('address.city'), a checkbox is true when sent
 * ('on', as a browser sends it) and false when not, for each of `checkboxes`. The token field is left out.
 */
export function formValues(
  form: URLSearchParams,
  checkboxes: readonly string[] = [],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const put = (path: string, value: unknown) => {
    const keys = path.split('.');
    let node = values;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      node = (node[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    node[keys[keys.length - 1]] = value;
  };
  for (const [name, value] of form) {
    if (name !== FORM_TOKEN_FIELD && !checkboxes.includes(name)) put(name, value);
  }
  for (const name of checkboxes) put(name, form.has(name));
  return values;
}

/** The fields to show again after a refusal: what the shopper typed, without the secret ones. */
function echoed(values: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isSecretField(path)) return [];
      if (value && typeof value === 'object' && !Array.isArray(value))
        return [[key, echoed(value as Record<string, unknown>, path)]];
      return [[key, value]];
    }),
  );
}

/** The page again, with status 422: the fields typed (secrets left out) and the messages by field. */
export function refused(
  values: Record<string, unknown>,
  errors: Record<string, string>,
): ActionResult {
  return { status: 422, values: echoed(values), errors };
}

/**
 * A page's action over a form: the fields read and checked with the browser form's own schema, then `run`
 * with the valid values; a refusal by the schema is the page again with each message under its field.
 */
export function formAction<T>(
  schema: FormSchema<T>,
  run: (values: T, context: ActionContext) => Promise<ActionResult>,
  { checkboxes = [] }: { checkboxes?: readonly string[] } = {},
): (context: ActionContext) => Promise<ActionResult> {
  return async (context) => {
    const values = formValues(context.form, checkboxes);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues)
        errors[issue.path.map(String).join('.')] ??= issue.message;
      return refused(values, errors);
    }
    return run(checked.data, context);
  };
}
