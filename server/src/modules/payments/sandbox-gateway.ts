import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatPrice } from '@upahar/contract';

// The built-in pretend gateway (TEST_GATEWAY): its page signs each outcome with the server's
// payment secret, and the completion handler verifies it like a real gateway's callback, so the
// demo and browser tests go through the same checks (decision 007).

export type TestOutcome = 'paid' | 'cancelled';

const mac = (secret: string, ref: string, amount: string, outcome: string) =>
  createHmac('sha256', secret).update(`${ref}|${amount}|${outcome}`).digest();

export const testSignature = (secret: string, ref: string, amountPaisa: number, outcome: TestOutcome) =>
  mac(secret, ref, String(amountPaisa), outcome).toString('hex');

export function verifyTestSignature(
  secret: string,
  ref: string,
  amount: string,
  outcome: string,
  sig: string,
) {
  const expected = mac(secret, ref, amount, outcome);
  const given = /^[0-9a-f]{64}$/i.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A page under a strict policy: no scripts at all, one style block allowed by its nonce. */
export function pagePolicy() {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { nonce, csp };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf4ea;color:#3b2418;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:20px;padding:28px;
box-shadow:0 10px 30px rgba(59,36,24,.12)}
.brand{font-weight:700;color:#b0204f;letter-spacing:.02em;margin:0 0 4px}
.note{margin:0 0 20px;color:#6b5145;font-size:14px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;align-items:baseline}
h1{font-size:22px;line-height:1.3;margin:8px 0 12px}
dt{color:#6b5145}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:24px}
form{margin:0 0 12px}
button{width:100%;border:0;border-radius:999px;padding:14px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#b0204f;color:#fff}.pay:hover{background:#8f1a40}
.cancel{background:#f3e6da;color:#3b2418}.cancel:hover{background:#ead6c5}
button:focus-visible,a:focus-visible{outline:3px solid #3b2418;outline-offset:2px}
a{color:#b0204f}`;

function layout(nonce: string, title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage(opts: {
  nonce: string;
  ref: string;
  orderNumber: string;
  amountPaisa: number;
  secret: string;
}) {
  const price = escapeHtml(formatPrice(opts.amountPaisa));
  const form = (outcome: TestOutcome, label: string, cls: string) => `
<form method="post" action="/api/V2/payments/test/complete">
<input type="hidden" name="ref" value="${escapeHtml(opts.ref)}">
<input type="hidden" name="amount" value="${opts.amountPaisa}">
<input type="hidden" name="outcome" value="${outcome}">
<input type="hidden" name="sig" value="${testSignature(opts.secret, opts.ref, opts.amountPaisa, outcome)}">
<button type="submit" class="${cls}">${label}</button>
</form>`;
  return layout(
    opts.nonce,
    'Upahar test gateway',
    `<p class="brand">Upahar test gateway</p>
<p class="note">A pretend payment for trying the shop. No money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(opts.orderNumber)}</dd>
<dt>Amount</dt><dd class="amount">${price}</dd></dl>
${form('paid', `Pay ${price}`, 'pay')}
${form('cancelled', 'Cancel payment', 'cancel')}`,
  );
}

export function messagePage(opts: {
  nonce: string;
  title: string;
  message: string;
  link: string;
  linkText: string;
}) {
  const link = `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.linkText)}</a></p>`;
  return layout(
    opts.nonce,
    opts.title,
    `<p class="brand">Upahar test gateway</p><h1>${escapeHtml(opts.title)}</h1>
<p>${escapeHtml(opts.message)}</p>${link}`,
  );
}
