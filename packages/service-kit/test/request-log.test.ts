import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { requestLogOptions } from '../src/request-log';

const PLANTED = 'planted-secret-4e1f9c';

/** A server whose only job is the kit's request log, written to `lines`. */
async function loggingServer(lines: string[]): Promise<Server> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = pinoHttp({ ...requestLogOptions('probe', 'info'), stream: sink });
  const server = createServer((req, res) => {
    log(req, res);
    res.setHeader('set-cookie', `sohnne_session=${PLANTED}`);
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function send(server: Server, path: string, headers: Record<string, string>): Promise<void> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    request({ host: '127.0.0.1', port, path, headers }, (res) => res.resume().on('end', resolve))
      .on('error', reject)
      .end(),
  );
}

test('a planted token reaches no request log line: referer query, CSRF header, cookies, secret query values', async () => {
  const lines: string[] = [];
  const server = await loggingServer(lines);
  try {
    await send(server, `/api/password/check?token=${PLANTED}&page=2`, {
      referer: `http://localhost:8080/reset-password?token=${PLANTED}#x`,
      'x-csrf-token': PLANTED,
      cookie: `sohnne_session=${PLANTED}`,
      authorization: `Bearer ${PLANTED}`,
    });
  } finally {
    server.close();
  }
  const logged = lines.join('');
  expect(lines.length).toBeGreaterThan(0);
  expect(logged).not.toContain(PLANTED);
  // What stays is what an operator needs: the page's origin and path, the other query values.
  const line = JSON.parse(lines[0]) as { req: { url: string; headers: Record<string, string> } };
  expect(line.req.headers.referer).toBe('http://localhost:8080/reset-password');
  expect(line.req.url).toBe('/api/password/check?token=%5BRedacted%5D&page=2');
  expect(line.req.headers['x-csrf-token']).toBe('[Redacted]');
});
