import { Controller, Get, Header, Module, Req } from '@nestjs/common';
import type { Request } from 'express';
import { request } from 'node:http';
import { serviceConfig } from '../src/config';
import { ServiceKitModule } from '../src/service-kit.module';
import { startTestService, type TestService } from '../src/testing';

@Controller('api/probe')
class ProbeController {
  @Get('me')
  me(@Req() req: Request) {
    return { ip: req.ip };
  }

  @Get('public')
  @Header('Cache-Control', 'public, max-age=60')
  everyone() {
    return { ok: true };
  }
}

function probeModule() {
  @Module({
    imports: [
      ServiceKitModule.forRoot({
        name: 'probe',
        dbName: 'sohnne_probe',
        config: serviceConfig({}),
      }),
    ],
    controllers: [ProbeController],
  })
  class ProbeModule {}
  return ProbeModule;
}

let service: TestService;

beforeAll(async () => {
  // The edge's address as a local run has it: a client on 127.0.0.1 is not the edge.
  service = await startTestService(probeModule, { TRUSTED_PROXIES: '127.0.0.2' });
});

afterAll(() => service?.stop());

/** GET `path` from the local address `from`, with an X-Forwarded-For: the answer's status, headers and body. */
function getFrom(from: string, path: string, forwardedFor: string) {
  const url = new URL(path, service.url);
  return new Promise<{ cacheControl?: string; body: { ip?: string } }>((resolve, reject) =>
    request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        localAddress: from,
        headers: { 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ cacheControl: res.headers['cache-control'], body: JSON.parse(text) }),
        );
      },
    )
      .on('error', reject)
      .end(),
  );
}

test('X-Forwarded-For is believed from the trusted proxies only: a direct client is counted by its own address', async () => {
  expect((await getFrom('127.0.0.1', '/api/probe/me', '203.0.113.9')).body.ip).toBe('127.0.0.1');
  expect((await getFrom('127.0.0.2', '/api/probe/me', '203.0.113.9')).body.ip).toBe('203.0.113.9');
});

test('every answer is no-store unless its handler says it is public', async () => {
  expect((await getFrom('127.0.0.1', '/api/probe/me', '203.0.113.9')).cacheControl).toBe(
    'no-store',
  );
  expect((await getFrom('127.0.0.1', '/api/probe/public', '203.0.113.9')).cacheControl).toBe(
    'public, max-age=60',
  );
});
