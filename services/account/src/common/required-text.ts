import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidationArguments } from 'class-validator';

/** Trims a string value before it is checked; anything else is left for the checks to refuse. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A required text field, trimmed, in one check, so each field reports one message: the form's own when the value
 * is missing, not a string or blank; a length message when it is longer than `max`.
 */
export function RequiredText(message: string, max: number): PropertyDecorator {
  return applyDecorators(Trim(), requiredText(message, max));
}

function requiredText(message: string, max: number): PropertyDecorator {
  return ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && /\S/.test(value) && value.length <= max,
      defaultMessage: (args?: ValidationArguments) =>
        typeof args?.value === 'string' && args.value.length > max
          ? `${args.property} must be at most ${max} characters`
          : message,
    },
  });
}
