import { ValidateBy } from 'class-validator';

export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords are capped before hashing (scrypt over megabytes of input burns CPU). Only a string is
 * measured, so a missing password keeps reporting its own single message.
 */
export function PasswordCap(): PropertyDecorator {
  return ValidateBy({
    name: 'passwordCap',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || value.length <= PASSWORD_MAX_LENGTH,
      defaultMessage: () => `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    },
  });
}
