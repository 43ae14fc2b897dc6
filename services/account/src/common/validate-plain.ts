import { BadRequestException, Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, ValidationError } from 'class-validator';

function messages(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messages(error.children ?? []),
  ]);
}

/**
 * Validates a nested object with the global pipe's rules (whitelist, unknown fields refused) but reports
 * the DTO's own messages unprefixed: the pipe would turn 'City is required' into 'address.City is required'.
 */
export async function validatePlain<T extends object>(type: Type<T>, value: unknown): Promise<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadRequestException(['address must be an object']);
  const instance = plainToInstance(type, value);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw new BadRequestException(messages(errors));
  return instance;
}
