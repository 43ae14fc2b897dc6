import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestClient, TestService } from '@sohnne/service-kit/testing';
import { Types } from 'mongoose';
import { signUpCustomer, startAccountService, uniqueEmail } from './helpers';

const outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-outbox-'));
let service: TestService;
let ipCounter = 0;

beforeAll(async () => {
  service = await startAccountService({
    SIGNUP_RATE_LIMIT: '1000',
    MAIL_OUTBOX_DIR: outbox,
    PUBLIC_URL: 'https://shop.example',
    RESET_RATE_LIMIT_PER_EMAIL: '3',
    RESET_RATE_LIMIT_PER_IP: '5',
  });
});

afterAll(async () => {
  await service?.stop();
  rmSync(outbox, { recursive: true, force: true });
});

interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
}

const mailsTo = (email: string): OutboxMail[] =>
  readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to.some((to) => to.address === email));

/** The mail is sent after the answer; waits for the count to reach `count`. */
async function waitForMails(email: string, count: number): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

const tokenOf = (mail: OutboxMail) =>
  new URL(
    /https:\/\/shop\.example\/reset-password\?token=\S+/.exec(mail.text)![0],
  ).searchParams.get('token')!;

/** Each test speaks from its own client IP (the service trusts the loopback proxy's header). */
function forgot(email: string, ip = `10.0.0.${++ipCounter}`) {
  return new TestClient(service.url).request(
    'POST',
    '/api/auth/forgot-password',
    { email },
    { headers: { 'x-forwarded-for': ip } },
  );
}

const tokens = () => service.db.collection('password_reset_tokens');

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const known = await signUpCustomer(service);
    const unknownEmail = uniqueEmail('nobody');
    const forKnown = await forgot(known.email);
    const forUnknown = await forgot(unknownEmail);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({
      message:
        'If an account exists for that email address, we have sent a link to reset its password.',
    });
    await waitForMails(known.email, 1);
    expect(mailsTo(unknownEmail)).toEqual([]);
  });

  it('mails a link to /reset-password, stores only a hash of its token, and the link works once', async () => {
    const { email, password, client, userId } = await signUpCustomer(service);
    const second = new TestClient(service.url);
    await second.post('/api/login', { email, password, remember: true });

    expect((await forgot(email.toUpperCase())).status).toBe(200);
    const [mail] = await waitForMails(email, 1);
    expect(mail.subject).toBe('Reset your Sohnne password');
    expect(mail.html).toContain('https://shop.example/reset-password?token=');
    const token = tokenOf(mail);
    const stored = await tokens()
      .find({ user_id: new Types.ObjectId(userId) })
      .toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].expires_at.getTime() - stored[0].created_at.getTime()).toBeGreaterThanOrEqual(
      30 * 60 * 1000 - 1000,
    );

    const short = await new TestClient(service.url).post('/api/auth/reset-password', {
      token,
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toEqual(['Password must be at least 8 characters']);

    const reset = await new TestClient(service.url).post('/api/auth/reset-password', {
      token,
      password: 'a-new-password',
    });
    expect(reset.status).toBe(200);
    // Every session is over, and only the new password logs in.
    expect((await client.get('/api/account/profile')).status).toBe(401);
    expect((await second.get('/api/account/profile')).status).toBe(401);
    const oldLogin = await new TestClient(service.url).post('/api/login', { email, password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await new TestClient(service.url).post('/api/login', {
      email,
      password: 'a-new-password',
    });
    expect(newLogin.status).toBe(200);

    const again = await new TestClient(service.url).post('/api/auth/reset-password', {
      token,
      password: 'another-password',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual(['This password reset link is invalid or has expired']);
  });

  it('refuses an expired link, a forged one, and a link replaced by a newer one', async () => {
    const { email, userId } = await signUpCustomer(service);
    await forgot(email);
    const first = tokenOf((await waitForMails(email, 1))[0]);
    await forgot(email);
    const second = tokenOf((await waitForMails(email, 2))[1]);
    const use = (token: string) =>
      new TestClient(service.url).post('/api/auth/reset-password', {
        token,
        password: 'a-new-password',
      });
    expect((await use(first)).status).toBe(400);
    expect((await use('forged-token')).status).toBe(400);

    await tokens().updateMany(
      { user_id: new Types.ObjectId(userId) },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
    expect((await use(second)).status).toBe(400);
  });

  it('limits requests per address, whatever the IP, and per IP, whatever the address', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
    const limited = await forgot(email);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many password reset requests. Please try again later.');

    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await forgot(uniqueEmail(), ip)).status).toBe(200);
    expect((await forgot(uniqueEmail(), ip)).status).toBe(429);
    expect((await forgot(uniqueEmail(), '10.9.9.10')).status).toBe(200);
  });

  it('holds the limit per address for requests arriving at once', async () => {
    const email = uniqueEmail('rush');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => forgot(email, `10.8.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
  });

  it('answers 400 for a malformed address', async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['Invalid email address']);
  });
});
