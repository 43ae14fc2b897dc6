import { refused, type ActionResult } from '@sohnne/platform';
import { applyServerErrors } from '@sohnne/ui';

type KitForm = Parameters<typeof applyServerErrors>[0];

/**
 * A service's refusal of a kit form posted before (or without) scripts, said exactly as the hydrated form
 * says it: the kit's own applyServerErrors spreads the error over a stand-in form holding the posted values,
 * so each message for a field the form has goes under it and the rest (or `fallback`) to the form as a whole
 * (key '', the page's toast).
 */
export function refusedByService(
  values: Record<string, unknown>,
  error: unknown,
  fallback: string,
): ActionResult {
  const errors: Record<string, string> = {};
  const form = {
    getValues: () => values,
    setError: (name: string, { message }: { message?: string }) => {
      errors[name === 'root.server' ? '' : name] = message ?? fallback;
    },
  };
  applyServerErrors(form as unknown as KitForm, error, fallback);
  return refused(values, errors);
}
