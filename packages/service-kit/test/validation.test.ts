import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsEmail, IsString, MinLength, ValidateNested } from 'class-validator';
import { FieldErrorsValidationPipe } from '../src/create-app';

class Address {
  @IsString()
  city!: string;
}

class SignUp {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  password!: string;

  @ValidateNested()
  @Type(() => Address)
  address!: Address;
}

const pipe = new FieldErrorsValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
});

async function refusal(body: unknown) {
  try {
    await pipe.transform(body, { type: 'body', metatype: SignUp });
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  throw new Error('the body was accepted');
}

describe('FieldErrorsValidationPipe', () => {
  it('names each refused field, a nested one by its path, beside the usual message list', async () => {
    expect(
      await refusal({ email: 'nope', password: 'short', address: { city: 7 }, extra: 1 }),
    ).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: [
        'property extra should not exist',
        'Please enter a valid email address',
        'Password must be at least 8 characters long',
        'address.city must be a string',
      ],
      errors: {
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 8 characters long'],
        'address.city': ['city must be a string'],
        extra: ['property extra should not exist'],
      },
    });
  });

  it('lets a valid body through', async () => {
    await expect(
      pipe.transform(
        { email: 'a@b.co', password: 'long enough', address: { city: 'Oslo' } },
        { type: 'body', metatype: SignUp },
      ),
    ).resolves.toMatchObject({ email: 'a@b.co' });
  });
});
