/* eslint-disable @typescript-eslint/no-require-imports -- the embedded database is plain JS */
import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { getConnectionToken, InjectConnection } from '@nestjs/mongoose';
import { JwtService } from '@nestjs/jwt';
import type { Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { loadEnv } from '../src/config';
import { DATABASE_UNAVAILABLE } from '../src/database-unavailable';
import { ServiceKitModule } from '../src/service-kit.module';
import {
  CurrentUser,
  OptionalSessionGuard,
  SessionClaims,
  SessionGuard,
  SESSIONS_UNAVAILABLE,
} from '../src/session';
import { startTestService, TestClient, TestService } from '../src/testing';

const SESSION_SECRET = randomBytes(32).toString('hex');

@Controller('api')
class ProbeController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get('me')
  @UseGuards(SessionGuard)
  me(@CurrentUser() user: SessionClaims) {
    return user;
  }

  @Get('who')
  @UseGuards(OptionalSessionGuard)
  who(@CurrentUser() user?: SessionClaims) {
    return { user: user ?? null };
  }

  @Get('count')
  async count() {
    return { count: await this.connection.collection('probes').countDocuments() };
  }
}

function probeModule() {
  const env = loadEnv({});
  @Module({
    imports: [ServiceKitModule.forRoot({ name: 'probe', dbName: 'sohnne_probe', env })],
    controllers: [ProbeController],
  })
  class ProbeModule {}
  return ProbeModule;
}

let db: { uri: string; port: number; stop(): Promise<void> };
let service: TestService;
const { startFerretDb } = require('@sohnne/embedded-db');

beforeAll(async () => {
  db = await startFerretDb({ quiet: true });
  process.env.MONGODB_URI = db.uri;
  service = await startTestService(probeModule, { SESSION_SECRET, DB_TIMEOUT_MS: '1000' });
});

afterAll(async () => {
  await service?.stop();
  await db?.stop().catch(() => undefined);
  delete process.env.MONGODB_URI;
});

const sign = (claims: object, secret = SESSION_SECRET, options: object = { expiresIn: '1h' }) =>
  new JwtService({ secret }).sign(claims, { algorithm: 'HS256', ...options });

function withToken(token: string) {
  const client = new TestClient(service.url);
  client.setCookie('sohnne_session', token);
  return client;
}

describe('the session strategy in a service other than account', () => {
  it('lets an active session in, with ids only', async () => {
    const client = new TestClient(service.url);
    const { sid } = service.sessions.signIn(client, 'user-1');
    expect((await client.get('/api/me')).body).toEqual({ sub: 'user-1', sid });
  });

  it('refuses a session once the account service revoked it', async () => {
    const client = new TestClient(service.url);
    const { sid } = service.sessions.signIn(client, 'user-2');
    expect((await client.get('/api/me')).status).toBe(200);
    service.sessions.revoke(sid);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/who')).body).toEqual({ user: null });
  });

  const alg = (header: object) => Buffer.from(JSON.stringify(header)).toString('base64url');
  it.each([
    [
      'an unknown session id, signed with the real secret',
      () => sign({ sub: 'user-3', sid: 'made-up' }),
    ],
    ['a forged signature', () => sign({ sub: 'user-3', sid: 'x' }, 'y'.repeat(64))],
    [
      'an expired token',
      () =>
        sign(
          { sub: 'user-3', sid: 'x', exp: Math.floor(Date.now() / 1000) - 60 },
          SESSION_SECRET,
          {},
        ),
    ],
    [
      'alg:none',
      () => `${alg({ alg: 'none', typ: 'JWT' })}.${alg({ sub: 'user-3', sid: 'x', exp: 4e9 })}.`,
    ],
  ])('treats %s as a visitor', async (_label, token) => {
    const client = withToken(token());
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/who')).body).toEqual({ user: null });
  });

  it("answers 503 (not 'a visitor') while the account service cannot be asked", async () => {
    const client = new TestClient(service.url);
    service.sessions.signIn(client, 'user-4');
    await service.sessions.stop();
    try {
      const who = await client.get('/api/who');
      expect(who.status).toBe(503);
      expect(who.body.message).toBe(SESSIONS_UNAVAILABLE);
    } finally {
      await service.sessions.start();
    }
  });
});

describe('a database outage', () => {
  it('answers 503 with a clear message quickly, and recovers when the database is back', async () => {
    const client = new TestClient(service.url);
    expect((await client.get('/api/count')).status).toBe(200);
    const { port } = db;
    await db.stop();
    const started = Date.now();
    const down = await client.get('/api/count');
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(DATABASE_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(2500);
    // Once mongoose has noticed (disconnected), it holds calls back instead: those answer 503 as quickly.
    const connection = service.app.get<Connection>(getConnectionToken());
    for (let i = 0; i < 60 && connection.readyState === 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(connection.readyState).not.toBe(1);
    const heldBack = Date.now();
    const stillDown = await client.get('/api/count');
    expect(stillDown.status).toBe(503);
    expect(stillDown.body.message).toBe(DATABASE_UNAVAILABLE);
    expect(Date.now() - heldBack).toBeLessThan(2500);
    db = await startFerretDb({ port, quiet: true });
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await client.get('/api/count')).status;
    }
    expect(status).toBe(200);
  });
});
