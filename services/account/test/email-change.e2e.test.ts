import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { signUpCustomer, startAccountService, uniqueEmail } from './helpers';

/*
 * Issue 37.5: the profile's e-mail change told who has an account (409 for a taken address, 200 for a
 * free one) as fast as it was asked. Now a change is counted per account and per client address in the
 * database (the sign-up limit's storage, which replicas share), and only asked for: the answer is the same
 * whoever has the address, and the address changes once the link mailed to it is opened.
 */

const outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-outbox-'));
const LIMIT = 3;
let one: TestService;

beforeAll(async () => {
  const env = {
    SIGNUP_RATE_LIMIT: '1000',
    EMAIL_CHANGE_RATE_LIMIT: String(LIMIT),
    EMAIL_CHANGE_RATE_LIMIT_PER_IP: '6',
    MAIL_OUTBOX_DIR: outbox,
  };
  one = await startAccountService(env);
});

afterAll(async () => {
  await one?.stop();
  rmSync(outbox, { recursive: true, force: true });
});

interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The mail is sent after the answer; waits for the first one to `email`. */
async function mailTo(email: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail)
      .find((candidate) => candidate.to.some((to) => to.address === email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

const linkToken = (mail: OutboxMail) =>
  new URL(/http\S+\/confirm-email\S+/.exec(mail.text)![0]).searchParams.get('token')!;

let ipCounter = 0;
/** A customer behind an address of their own (the per-IP count is the other tests' business). */
async function customer() {
  const signedUp = await signUpCustomer(one);
  ipCounter += 1;
  const via = { headers: { 'x-forwarded-for': `198.51.100.${ipCounter}` } };
  const changeEmail = (to: string, client: TestClient = signedUp.client) =>
    client.request(
      'PUT',
      `/api/account/${signedUp.userId}`,
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        display_name: 'Ada L.',
        email: to,
        current_password: signedUp.password,
        new_password: '',
      },
      via,
    );
  return { ...signedUp, changeEmail };
}

it('answers a taken address exactly as a free one, and changes nothing until the link is opened', async () => {
  const taken = await signUpCustomer(one);
  const free = uniqueEmail('free');
  const a = await customer();
  const b = await customer();

  const toTaken = await a.changeEmail(taken.email.toUpperCase());
  const toFree = await b.changeEmail(free);
  expect(toTaken.status).toBe(200);
  expect(toFree.status).toBe(200);
  const shape = (
    body: { data: { data: Record<string, unknown> } },
    own: string,
    asked: string,
  ) => ({
    ...body.data.data,
    user_id: body.data.data.user_id ? 'id' : 'none',
    email: body.data.data.email === own ? 'own' : body.data.data.email,
    pending_email: body.data.data.pending_email === asked ? 'asked' : body.data.data.pending_email,
  });
  expect(shape(toTaken.body, a.email, taken.email)).toEqual(shape(toFree.body, b.email, free));
  expect(shape(toTaken.body, a.email, taken.email)).toMatchObject({
    email: 'own',
    pending_email: 'asked',
  });

  // Neither address changed yet: each customer still signs in with the old one.
  expect((await a.client.get('/api/account/profile')).body.data).toMatchObject({
    email: a.email,
    pending_email: taken.email,
  });
  expect((await b.client.get('/api/session')).body.user.email).toBe(b.email);

  // The owner of the taken address hears of it; the free one gets the link.
  expect((await mailTo(taken.email)).text).toContain('nothing was changed');
  expect((await mailTo(taken.email)).text).not.toContain('/confirm-email');
  const token = linkToken(await mailTo(free));

  const visitor = new TestClient(one.url);
  const confirmed = await visitor.post('/api/account/confirm-email', { token });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ email: free });
  expect((await b.client.get('/api/account/profile')).body.data).toMatchObject({
    email: free,
    pending_email: null,
  });
  const again = await visitor.post('/api/account/confirm-email', { token });
  expect(again.status).toBe(400);
  expect(again.body.message).toEqual(['This confirmation link is invalid or has expired']);
});

it('refuses a link whose address another account took meanwhile', async () => {
  const a = await customer();
  const wanted = uniqueEmail('wanted');
  expect((await a.changeEmail(wanted)).status).toBe(200);
  const token = linkToken(await mailTo(wanted));
  await signUpCustomer(one, wanted);
  const response = await new TestClient(one.url).post('/api/account/confirm-email', { token });
  expect(response.status).toBe(400);
  expect((await a.client.get('/api/account/profile')).body.data.email).toBe(a.email);
});

it(`answers 429 after ${LIMIT} changes of one account, from any address, before the password is checked`, async () => {
  const a = await customer();
  const answers: number[] = [];
  for (let attempt = 0; attempt < LIMIT + 2; attempt++)
    answers.push((await a.changeEmail(uniqueEmail('try'))).status);
  expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
  // Another client address, a wrong password: still the limit's answer, which says nothing of the password.
  const wrongPassword = await a.client.put(`/api/account/${a.userId}`, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    display_name: 'Ada L.',
    email: uniqueEmail('guess'),
    current_password: 'not-my-password',
  });
  expect(wrongPassword.status).toBe(429);
  expect(wrongPassword.body.message).toBe(
    'Too many e-mail address changes. Please try again later.',
  );
  // Saving the names alone is no e-mail change: never limited.
  const namesOnly = await a.client.put(`/api/account/${a.userId}`, {
    first_name: 'Augusta',
    last_name: 'King',
    display_name: 'Augusta',
    email: a.email,
  });
  expect(namesOnly.status).toBe(200);
});

it('needs the current password for an e-mail change', async () => {
  const a = await customer();
  const response = await a.client.put(`/api/account/${a.userId}`, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    display_name: 'Ada L.',
    email: uniqueEmail('moved'),
    current_password: '',
  });
  expect(response.status).toBe(400);
  expect(response.body.message).toEqual([
    'Current password is required to change the email address',
  ]);
});
