import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { outbox } from './db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Every message is recorded in the outbox: to whom, its subject, when it was sent. With SMTP_URL it is then sent
 * through nodemailer; without it, it is written to the server log as one line with a `mail` field, which is how a
 * laptop or a test reads its links (and counts as sent). Messages never carry patient details, only the link.
 *
 * The outbox never holds a message's body: bodies carry sign-in links (reset and invite codes),
 * and a code read from the table would work. The body lives only in memory on its way to the mail server; a message
 * the mail server does not take is logged and stays unsent, and nothing re-sends it (the family asks again, the
 * planner issues a new invite or hands over the link the planner's answer holds).
 */
export function createMailer({ db, smtpUrl, from, log }: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  // Loaded only when there is a mail server to talk to (it is ~650 KB of code to read at every start otherwise).
  const transport = smtpUrl ? import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)) : null;
  return async (mail) => {
    const [stored] = await db
      .insert(outbox)
      .values({ to: mail.to, subject: mail.subject, text: '', sentAt: transport ? null : new Date() })
      .returning({ id: outbox.id });
    if (!transport) {
      log.info({ mail }, 'mail written to the log (SMTP_URL is not set)');
      return;
    }
    // Sent after the answer, not before it: how long a mail server takes must not tell a caller whether an address
    // has an account (password reset requests), nor hold up the answer.
    void transport
      .then((smtp) => smtp.sendMail({ from, ...mail }))
      .then(() => db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, stored!.id)))
      // The message stays unsent in the outbox; the caller's answer never reveals delivery problems.
      .catch((error: unknown) => log.error({ err: error, outboxId: stored!.id }, 'mail could not be sent'));
  };
}
