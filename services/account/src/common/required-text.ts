import { ValidateBy, ValidationArguments } from 'class-validator';

/**
 * A required text field in one check, so each field reports one message: the form's own when the value
 * is missing, not a string or blank; a length message when it is longer than `max`.
 */
export function RequiredText(message: string, max: number): PropertyDecorator {
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
