import { refused, type ActionResult } from '@sohnne/platform';
import { fieldErrorsOf } from '@sohnne/ui';

/** The body's `message` (Nest sends a string, or a list for validation), or nothing. */
function messagesOf(body: unknown): string[] {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return [message];
  return Array.isArray(message)
    ? message.filter((item): item is string => typeof item === 'string' && !!item)
    : [];
}

/**
 * A service's refusal of a form posted before (or without) scripts, said as the hydrated kit form says it
 * (applyServerErrors): each message the body gives for one of the form's fields under that field, any other
 * message, or `fallback` when the service named no field, for the form as a whole (the page's toast).
 * Content's forms are flat: a field is a top-level value.
 */
export function refusedByService(
  values: Record<string, unknown>,
  error: unknown,
  fallback: string,
): ActionResult {
  const body = (error as { data?: unknown } | null | undefined)?.data;
  const placed = Object.entries(fieldErrorsOf(body)).filter(([field]) => field in values);
  const said = new Set(placed.flatMap(([field, message]) => [message, `${field} ${message}`]));
  const rest = messagesOf(body).filter((message) => !said.has(message));
  const whole = rest.length ? rest.join('. ') : placed.length ? null : fallback;
  return refused(values, { ...Object.fromEntries(placed), ...(whole && { '': whole }) });
}
