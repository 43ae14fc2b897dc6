import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailService } from '@sohnne/service-kit';

const message = {
  to: 'dana@example.com',
  subject: 'Reset your Sohnne password',
  text: 'Open https://shop.example/reset-password?token=abc',
  html: '<p><a href="https://shop.example/reset-password?token=abc">Reset</a></p>',
};

describe('MailService (service kit) without SMTP: the outbox', () => {
  const outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-mail-'));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('writes one JSON file per message, with sender, recipient, subject, text and html', async () => {
    const mail = new MailService({
      from: 'Sohnne <no-reply@sohnne.test>',
      outboxDir: path.join(outbox, 'new'),
    });
    const first = await mail.send(message);
    const second = await mail.send({ ...message, subject: 'Second' });
    expect(first.outboxFile).not.toBe(second.outboxFile);
    expect(readdirSync(path.join(outbox, 'new'))).toHaveLength(2);
    const written = JSON.parse(readFileSync(first.outboxFile!, 'utf8'));
    expect(written).toMatchObject({
      from: { address: 'no-reply@sohnne.test', name: 'Sohnne' },
      to: [{ address: 'dana@example.com', name: '' }],
      subject: 'Reset your Sohnne password',
      text: message.text,
      html: message.html,
    });
  });
});

/** Just enough SMTP to accept a message on a free port, recording the envelope and the data. */
class FakeSmtpServer {
  readonly received: { from: string; to: string[]; data: string }[] = [];
  private server?: Server;

  async start(): Promise<number> {
    this.server = createServer((socket: Socket) => {
      let buffer = '';
      let inData = false;
      let current = { from: '', to: [] as string[], data: '' };
      socket.write('220 fake.smtp ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            current.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            this.received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
            continue;
          }
          const lineEnd = buffer.indexOf('\r\n');
          if (lineEnd < 0) return;
          const line = buffer.slice(0, lineEnd);
          buffer = buffer.slice(lineEnd + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
          else if (verb === 'MAIL') current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          else if (verb === 'RCPT') current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
            socket.write('250 OK\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }
}

describe('MailService (service kit) over SMTP', () => {
  const smtp = new FakeSmtpServer();
  let port: number;
  const outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-mail-'));

  beforeAll(async () => {
    port = await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('sends the message to the SMTP server and writes nothing to the outbox', async () => {
    const mail = new MailService({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Sohnne <no-reply@sohnne.test>',
      outboxDir: outbox,
    });
    const sent = await mail.send(message);
    expect(sent.outboxFile).toBeUndefined();
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received.from).toBe('no-reply@sohnne.test');
    expect(received.to).toEqual(['dana@example.com']);
    expect(received.data).toMatch(/^Subject: Reset your Sohnne password$/m);
    expect(received.data).toContain('reset-password?token=abc');
    expect(readdirSync(outbox)).toEqual([]);
  });
});
