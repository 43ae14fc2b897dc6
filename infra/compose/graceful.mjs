// Graceful shutdown, proven on the edge container under a few requests: each request has sent its headers
// and half its body when the container gets SIGTERM (`docker stop`); the rest arrives a second later. Every
// request must still get its whole answer from the service behind the edge, and the container must exit
// by itself (code 0) within 10 s, not be killed.
//   node infra/compose/graceful.mjs <published edge port> <edge container id>
import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);
const [port, container] = process.argv.slice(2);
const REQUESTS = 3;

/** A sign-in without the CSRF pair (refused with 403 by the account service behind the edge), its body cut in two. */
function slowRequest(index) {
  const body = JSON.stringify({
    email: `graceful-${index}-${Date.now()}@example.com`,
    password: 'not-the-password',
  });
  const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (received += chunk));
  const answered = new Promise((resolve, reject) => {
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const opened = new Promise((resolve) => socket.once('connect', resolve)).then(() =>
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    ),
  );
  return { opened, finish: () => socket.write(body.slice(half)), answered };
}

const requests = Array.from({ length: REQUESTS }, (_, index) => slowRequest(index));
await Promise.all(requests.map((request) => request.opened));
await new Promise((resolve) => setTimeout(resolve, 500)); // the edge has read the headers

const signalled = Date.now();
const stopped = run('docker', ['stop', '-t', '10', container]);
await new Promise((resolve) => setTimeout(resolve, 1000)); // SIGTERM delivered, the edge closing
for (const request of requests) request.finish();
const statuses = (await Promise.all(requests.map((request) => request.answered))).map((answer) =>
  Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0),
);
await stopped;
const seconds = (Date.now() - signalled) / 1000;
const { stdout } = await run('docker', ['inspect', '-f', '{{.State.ExitCode}}', container]);
const exitCode = Number(stdout.trim());

const failures = [];
if (!statuses.every((status) => status === 403))
  failures.push(`answers ${statuses.join(', ')} instead of ${REQUESTS} × 403`);
if (exitCode !== 0) failures.push(`exit code ${exitCode}`);
if (seconds >= 10) failures.push(`stopped after ${seconds} s`);
if (failures.length) {
  console.error(`[smoke] FAILED: graceful shutdown of the edge: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  `[smoke] ok: the edge answered ${REQUESTS} in-flight requests after SIGTERM (${statuses.join(', ')}) and exited 0 in ${seconds.toFixed(1)} s`,
);
