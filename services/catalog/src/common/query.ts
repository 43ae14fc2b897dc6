import type { TransformFnParams } from 'class-transformer';

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A collection or product slug: lowercase words joined by single hyphens. */
export const SLUG_PATTERN = new RegExp(`^${SLUG}$`);

/** 1 to 3 slugs joined by '/': a collection's place in the (at most 3 levels deep) tree. */
export const SLUG_PATH_PATTERN = new RegExp(`^${SLUG}(?:/${SLUG}){0,2}$`);

/** Query strings carry text: 'true'/'false' become booleans, anything else stays for the validator to reject. */
export const toBoolean = ({ value }: TransformFnParams): unknown =>
  value === 'true' ? true : value === 'false' ? false : value;

/** `ids=a,b` (or `ids=a&ids=b`) becomes ['a', 'b']. */
export const toList = ({ value }: TransformFnParams): unknown => {
  const parts = Array.isArray(value) ? value : [value];
  if (!parts.every((part) => typeof part === 'string')) return value;
  return (parts as string[])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
};
