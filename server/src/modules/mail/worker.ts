import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { processOutbox, type Sender } from './outbox.ts';

/** Polls the outbox every few seconds; SMTP when SMTP_URL is set, else keeps mail for /dev/mailbox. */
export function startOutboxWorker(app: FastifyInstance, everyMs = 2000): () => Promise<void> {
  let send: Sender | null = null;
  if (app.config.smtpUrl) {
    const transport = nodemailer.createTransport(app.config.smtpUrl);
    send = async (m) => {
      await transport.sendMail({
        from: app.config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
    };
  }
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = processOutbox({ db: app.database.db, send })
      .then(() => undefined)
      .catch((e) => app.log.warn({ err: e }, 'outbox run failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  // Stopping waits for a run in progress, so shutdown never closes the database under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
