import type { Config } from './config.ts';

/**
 * The one line the server prints at start-up about its mode and what that mode exposes, so an
 * operator who started it in development by mistake sees it before a shopper does.
 */
export function modeNotice(config: Pick<Config, 'env' | 'port' | 'smtpUrl'>): string {
  const mailbox = `http://localhost:${config.port}/dev/mailbox`;
  if (config.env === 'production') {
    return config.smtpUrl
      ? 'Production mode: e-mails go out through SMTP_URL; no development mailbox, no test routes.'
      : 'Production mode: no development mailbox, no test routes; SMTP_URL is not set, so e-mails wait unsent in the outbox.';
  }
  if (config.env === 'test') {
    return `Test mode: the mailbox at ${mailbox} shows every mail sent (to this machine only) and /test/session logs anyone in; never expose this server.`;
  }
  return `Development mode: the mailbox at ${mailbox} shows every mail sent, to this machine only; set NODE_ENV=production for a real shop.`;
}
