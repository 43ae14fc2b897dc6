import { getConnectionToken } from '@nestjs/mongoose';
import { startTestService, TestService } from '@sohnne/service-kit/testing';
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
