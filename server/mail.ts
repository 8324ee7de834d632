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
 * Every message goes to the outbox first. With SMTP_URL it is then sent through nodemailer; without it, it is
 * written to the server log as one line with a `mail` field, which is how a laptop or a test reads its links.
 * Messages never carry patient details, only the link.
 */
export function createMailer({ db, smtpUrl, from, log }: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  // Loaded only when there is a mail server to talk to (it is ~650 KB of code to read at every start otherwise).
  const transport = smtpUrl ? import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)) : null;
  return async (mail) => {
    const [stored] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
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
