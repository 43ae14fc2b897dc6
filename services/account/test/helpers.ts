import { getConnectionToken } from '@nestjs/mongoose';
import { startTestService, TestClient, TestService } from '@sohnne/service-kit/testing';
import type { Connection } from 'mongoose';

let counter = 0;

/** The account service on a throwaway database; the module loads after the test environment is set. */
export function startAccountService(env: Record<string, string> = {}): Promise<TestService> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return startTestService(() => require('../src/app.module').AppModule, env);
}

/** An e-mail address no other test in this run uses. */
export function uniqueEmail(local = 'shopper'): string {
  counter += 1;
  return `${local}${Date.now().toString(36)}${counter}@example.com`;
}

export function usersCollection(service: TestService) {
  return service.app.get<Connection>(getConnectionToken()).collection('users');
}

/** The raw Set-Cookie line for the session cookie, if the response set one. */
export function sessionSetCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith('sohnne_session='));
}

export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** A freshly signed-up customer with a logged-in client. */
export async function signUpCustomer(
  service: TestService,
  email = uniqueEmail(),
  password = 'secret-pass',
): Promise<{ client: TestClient; email: string; password: string; userId: string }> {
  const client = new TestClient(service.url);
  const response = await client.post('/api/auth/sign-up', { email, password });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return { client, email, password, userId: response.body.data[0].user_id };
}

/** A complete address form; `overrides` changes or (with undefined) removes fields. */
export function addressForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const form: Record<string, unknown> = {
    first_name: 'Dana',
    last_name: 'Miller',
    street_address: 'Elm Street',
    city: 'Springfield',
    zip_code: '62701',
    country: 'United States',
    state: 'IL',
    phone: '+1 217 555 0100',
    house_number: '742',
    order_notes: 'Ring twice',
    ...overrides,
  };
  for (const key of Object.keys(form)) if (form[key] === undefined) delete form[key];
  return form;
}
