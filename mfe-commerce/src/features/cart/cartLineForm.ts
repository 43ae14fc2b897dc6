import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from './cartApi';

/** A typed quantity as the cart takes it: a whole number clamped to 1..99, else nothing (the typing reverts). */
export function clampedQuantity(typed: string): number | null {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(value)) return null;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, value));
}

/**
 * A cart line's own small forms, posted to /cart before (or without) scripts: `intent` says which change.
 * The quantity is the box's, moved by `step` when − or + was the button pressed (Enter in the box sends
 * none), and clamped as the hydrated control clamps it.
 */
export const cartLineSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('quantity'),
    lineId: z.string().min(1, 'Which line?'),
    name: z.string().trim(),
    quantity: z.string(),
    step: z.enum(['-1', '1']).optional(),
  }),
  z.object({
    intent: z.literal('remove'),
    lineId: z.string().min(1, 'Which line?'),
    name: z.string().trim(),
  }),
]);

/** The quantity a posted quantity form asks for, or null when the box held no number. */
export function requestedQuantity({
  quantity,
  step,
}: {
  quantity: string;
  step?: '-1' | '1';
}): number | null {
  const typed = clampedQuantity(quantity);
  return typed === null ? null : clampedQuantity(String(typed + Number(step ?? 0)));
}

/** Said once a line is gone: the hydrated page's announcement, the next page's toast before scripts. */
export const removedMessage = (name: string) => `${name} removed from your cart`;

export const quantityMessage = (name: string, quantity: number) => `${name}: quantity ${quantity}`;
