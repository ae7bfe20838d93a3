import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Senders } from './drain.ts';
import type { Sender } from './outbox.ts';
import { sparrowSender } from './sparrow.ts';

/**
 * E-mail by SMTP when SMTP_URL is set, texts by Sparrow SMS when it is configured; a channel
 * without a sender keeps its messages for /dev/mailbox.
 */
export function sendersFor(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'sms'>): Senders {
  return {
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : null,
    sms: config.sms ? sparrowSender({ token: config.sms.token, from: config.sms.from }) : null,
  };
}

/**
 * Sends through an SMTP server. The waits are bounded (nodemailer's own allow a silent server
 * ten minutes) so that one send always ends well within the claim on its message.
 */
export function smtpSender(url: string, from: string): Sender {
  const transport = nodemailer.createTransport(withTimeouts(url));
  return async (m) => {
    await transport.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.headers,
    });
  };
}

const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** The URL's own settings win; nodemailer reads the others from its query as numbers. */
function withTimeouts(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const given = new Set(new URLSearchParams(query).keys());
  const added = Object.entries(TIMEOUTS)
    .filter(([k]) => !given.has(k))
    .map(([k, v]) => `${k}=${v}`);
  if (added.length === 0) return url;
  return `${url}${query ? '&' : url.includes('?') ? '' : '?'}${added.join('&')}`;
}
