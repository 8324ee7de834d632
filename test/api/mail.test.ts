import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createLogger } from '../../server/logging';
import { createMailer } from '../../server/mail';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The mailer with SMTP_URL set: a message goes to the outbox, then to the mail server (here a minimal SMTP server
 * that keeps what it is sent), and is marked sent; when the mail server cannot be reached it stays unsent.
 */
let server: TestServer;
let smtp: Server;
const received: string[] = [];

/** Just enough SMTP for nodemailer: greets, accepts every command, keeps each message's DATA. */
function startSmtpServer(): Promise<Server> {
  const listening = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 test ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => listening.listen(0, '127.0.0.1', () => resolve(listening)));
}

const sentAt = async (id: number) => (await server.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.sentAt ?? null;
const lastOutboxId = async () => Math.max(...(await server.db.select({ id: outbox.id }).from(outbox)).map(({ id }) => id));

beforeAll(async () => {
  [server, smtp] = await Promise.all([startTestServer(), startSmtpServer()]);
});

afterAll(async () => {
  smtp?.close();
  await server?.close();
});

describe('mail through SMTP_URL', () => {
  it('sends the message to the mail server and marks it sent in the outbox', async () => {
    const { port } = smtp.address() as AddressInfo;
    const send = createMailer({ db: server.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'carechoice@hospital.test', log: createLogger('silent') });

    await send({ to: 'family@example.test', subject: 'Reset your password', text: 'Open http://carechoice.test/reset/abc' });
    const id = await lastOutboxId();

    await vi.waitFor(async () => expect(await sentAt(id)).toBeInstanceOf(Date), { timeout: 10_000 });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your password');
    expect(received[0]).toContain('To: family@example.test');
    expect(received[0]).toContain('Open http://carechoice.test/reset/abc');
  });

  it('keeps the message unsent, and says so in the log, when the mail server cannot be reached', async () => {
    const unreachable = await startSmtpServer();
    const { port } = unreachable.address() as AddressInfo;
    await new Promise((resolve) => unreachable.close(resolve));
    const log = createLogger('silent');
    const logError = vi.spyOn(log, 'error');
    const send = createMailer({ db: server.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'carechoice@hospital.test', log });

    await send({ to: 'family@example.test', subject: 'Welcome', text: 'Hello' });
    const id = await lastOutboxId();

    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(expect.objectContaining({ outboxId: id }), 'mail could not be sent'), { timeout: 10_000 });
    expect(await sentAt(id)).toBeNull();
  });
});
