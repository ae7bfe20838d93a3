import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { outbox } from '../../db/schema/outbox.ts';
import { linksIn } from './links.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A message's text as HTML, its links as anchors and everything else escaped. A link ends before
 * punctuation written straight after it, so messages queued before links were set apart open too.
 */
export function linkify(text: string): string {
  let html = '';
  let from = 0;
  for (const link of linksIn(text)) {
    const url = escapeHtml(link.url);
    html += `${escapeHtml(text.slice(from, link.start))}<a href="${url}">${url}</a>`;
    from = link.end;
  }
  return html + escapeHtml(text.slice(from));
}

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/**
 * Whether a request comes from this machine itself. Only the socket's address can say so;
 * headers can only say no: a proxy on this machine passes on others' requests from a loopback
 * socket and adds X-Forwarded-For or Forwarded, and a web page that renamed its own domain to
 * 127.0.0.1 (DNS rebinding) still sends its own name as Host.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const h = request.headers;
  return (
    LOOPBACK_ADDRESS.test(request.raw.socket?.remoteAddress ?? '') &&
    h['x-forwarded-for'] === undefined &&
    h.forwarded === undefined &&
    h['x-real-ip'] === undefined &&
    LOOPBACK_HOST.test(h.host ?? '')
  );
}

/**
 * The development mailbox: the e-mails and texts the shop would have sent, readable without an
 * SMTP server or an SMS gateway.
 * It holds password-reset links, the admin's too, so it answers the person at this machine only,
 * and it is never registered in production.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request, reply) => {
      if (!fromThisMachine(request)) {
        return reply
          .status(403)
          .header('cache-control', 'no-store')
          .send({
            status: 'error',
            message: `The development mailbox opens only on the machine the shop runs on, at http://localhost:${app.config.port}/dev/mailbox.`,
          });
      }
      const { to } = request.query as { to?: string };
      const rows = await app.database.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.recipient, to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(50);
      const mails = rows
        .filter((m) => m.channel !== 'sms')
        .map(
          (m) => `<article class="mail" data-to="${escapeHtml(m.recipient)}">
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()} · ${m.status}</small></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n');
      const texts = rows
        .filter((m) => m.channel === 'sms')
        .map(
          (m) => `<article class="mail sms" data-to="${escapeHtml(m.recipient)}">
  <header><strong>To ${escapeHtml(m.recipient)}</strong><br><small>${m.createdAt.toISOString()} · ${m.status}</small></header>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
        )
        .join('\n');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mailbox · Upahar (development)</title>
<style>body{font:15px/1.5 system-ui;margin:2rem auto;max-width:760px;padding:0 1rem;background:#fdf8f3;color:#3b2418}
.mail{background:#fff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0001}
pre{white-space:pre-wrap;font:inherit}a{color:#b5174f}</style></head>
<body><h1>Development mailbox</h1><p>E-mails and texts the shop would have sent (newest first). Set SMTP_URL to send e-mail for real, and SMS_PROVIDER with its token for texts.</p>
<section aria-labelledby="sms"><h2 id="sms">SMS</h2>
${texts || '<p>No texts yet.</p>'}</section>
<section aria-labelledby="email"><h2 id="email">E-mail</h2>
${mails || '<p>No e-mails yet.</p>'}</section></body></html>`);
    },
  );
}
