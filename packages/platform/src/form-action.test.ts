import { z } from 'zod';
import { formAction, formValues, refused, type ActionContext } from './form-action';

test('posted fields become the form’s values: dotted names nest, checkboxes are true when sent, the token is left out', () => {
  const form = new URLSearchParams(
    'address.city=Berlin&address.zip=10115&name=Ada&remember=on&_csrf=t',
  );
  expect(formValues(form, ['remember', 'newsletter'])).toEqual({
    address: { city: 'Berlin', zip: '10115' },
    name: 'Ada',
    remember: true,
    newsletter: false,
  });
});

test('a refusal shows again what was typed, never a password, card field or token', () => {
  expect(
    refused(
      {
        email: 'ada@example.test',
        password: 'p',
        confirmation: 'p',
        payment: { card: { number: '4242', cvc: '123' }, holder: 'Ada' },
      },
      { email: 'Taken' },
    ),
  ).toEqual({
    status: 422,
    values: { email: 'ada@example.test', payment: { holder: 'Ada' } },
    errors: { email: 'Taken' },
  });
});

test('an action runs with the values its schema made, or answers the schema’s messages by field path', async () => {
  const schema = z.object({
    email: z.string().trim().email('Invalid email address'),
    address: z.object({ city: z.string().min(1, 'City is required') }),
  });
  const run = jest.fn(async () => ({ redirect: '/done' }));
  const action = formAction(schema, run);
  const context = (query: string) =>
    ({ form: new URLSearchParams(query) }) as unknown as ActionContext;

  expect(await action(context('email=nope&address.city='))).toEqual({
    status: 422,
    values: { email: 'nope', address: { city: '' } },
    errors: { email: 'Invalid email address', 'address.city': 'City is required' },
  });
  expect(run).not.toHaveBeenCalled();

  expect(await action(context('email=+ada@example.test+&address.city=Berlin'))).toEqual({
    redirect: '/done',
  });
  expect(run).toHaveBeenCalledWith(
    { email: 'ada@example.test', address: { city: 'Berlin' } },
    expect.anything(),
  );
});
