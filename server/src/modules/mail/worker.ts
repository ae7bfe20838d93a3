import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { processOutbox, type Sender } from './outbox.ts';
import { sparrowSender } from './sparrow.ts';

/**
 * Polls the outbox every few seconds: e-mail by SMTP when SMTP_URL is set, texts by Sparrow SMS
 * when it is configured; whatever has no sender is kept for /dev/mailbox.
 */
export function startOutboxWorker(app: FastifyInstance, everyMs = 2000): () => Promise<void> {
  let sendMail: Sender | null = null;
  if (app.config.smtpUrl) {
    const transport = nodemailer.createTransport(app.config.smtpUrl);
    sendMail = async (m) => {
      await transport.sendMail({
        from: app.config.mailFrom,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
    };
  }
  const sms = app.config.sms;
  const sendSms: Sender | null = sms ? sparrowSender({ token: sms.token, from: sms.from }) : null;
  const db = app.database.db;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = processOutbox({ db, send: sendMail, channel: 'email' })
      .then(() => processOutbox({ db, send: sendSms, channel: 'sms' }))
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
