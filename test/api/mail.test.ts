import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../server/db/schema';
import { createLogger } from '../../server/logging';
import { createMailer } from '../../server/mail';
import { createWorld, PLANNER } from '../fixtures/world';
import { plannerInvites } from '../support/family';
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
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });
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

describe('the outbox', () => {
  const codeIn = (text: string, pattern: RegExp) => pattern.exec(text.replace(/=\n/g, ''))![1]!;

  it('holds who was sent what and when, never the body: no reset or invite code can be read from it', async () => {
    const world = await createWorld(server.db);
    await server.db.delete(outbox);
    const before = received.length;
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'invited@example.test' });
    expect((await server.client().post('/internal/app/user/v1/password/reset-request', { email: PLANNER.email })).body).toEqual({ success: true });
    await server.settled();
    await vi.waitFor(async () => expect((await server.db.select().from(outbox)).every((row) => row.sentAt !== null)).toBe(true), { timeout: 10_000 });
    expect(received.length - before).toBe(2);
    const resetCode = codeIn(received.find((message, index) => index >= before && message.includes('Subject: Reset your'))!, /forgot-password-reset\/([\w-]+)/);

    const rows = await server.db.select().from(outbox);
    expect(rows.map(({ to, subject, text }) => ({ to, subject, text })).sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: 'invited@example.test', subject: 'Test General invites you to choose care on CareChoice', text: '' },
      { to: PLANNER.email, subject: 'Reset your CareChoice password', text: '' },
    ]);
    const table = JSON.stringify(rows);
    expect(table).not.toContain(resetCode);
    expect(table).not.toContain(inviteCode);
    // The code was delivered, and works.
    const reset = await server.client().post('/internal/app/user/v1/password/reset', { email: PLANNER.email, password: 'a-new-secret-here', code: resetCode });
    expect(reset.status).toBe(200);
  });

  it('without SMTP_URL, writes the message to the log, and only its recipient and subject to the outbox, as sent', async () => {
    const log = createLogger('silent');
    const logInfo = vi.spyOn(log, 'info');
    const send = createMailer({ db: server.db, from: 'carechoice@hospital.test', log });
    const text = 'Open http://carechoice.test/forgot-password-reset/a-secret-code';
    await send({ to: 'family@example.test', subject: 'Reset your CareChoice password', text });
    expect(logInfo).toHaveBeenCalledWith({ mail: { to: 'family@example.test', subject: 'Reset your CareChoice password', text } }, expect.any(String));
    const [row] = await server.db.select().from(outbox).where(eq(outbox.id, await lastOutboxId()));
    expect(row).toMatchObject({ to: 'family@example.test', subject: 'Reset your CareChoice password', text: '', sentAt: expect.any(Date) });
  });
});
