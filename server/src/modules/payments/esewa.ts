import { createHmac } from 'node:crypto';
import type { TPaymentAction } from '@upahar/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { callGateway } from './gateway-http.ts';

// eSewa ePay v2: the browser POSTs a form signed with HMAC-SHA256 (base64) to eSewa; eSewa
// sends the browser back to success_url with ?data=<base64 JSON> signed the same way
// (esewa-callback.ts), and its status API answers what became of a transaction.

export type EsewaConfig = NonNullable<Config['payments']['esewa']>;

/** eSewa takes rupees as text: 150050 paisa is "1500.5". */
const rupees = (paisa: number) => String(paisa / 100);

/** "1,500.50", "1500.5" or 1500 (rupees) to paisa without floating-point rounding; null if not an amount. */
export function paisaFromRupees(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(',', '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** HMAC-SHA256 of `message` with the merchant's secret, base64: how eSewa signs both ways. */
const esewaSignature = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64');

// eSewa checks its signature over these form fields, in this order.
const SIGNED_FORM_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;

/**
 * The form the browser POSTs to eSewa for one attempt. eSewa sends the shopper back to addresses
 * of this shop's public URL: success_url (it adds ?data=…) and failure_url, whose reference lets
 * a cancelled payment be found.
 */
export function esewaForm(opts: {
  esewa: EsewaConfig;
  publicUrl: string;
  reference: string;
  amountPaisa: number;
  paymentId: string;
}): TPaymentAction {
  const { esewa, reference } = opts;
  const total = rupees(opts.amountPaisa);
  const returnUrl = `${opts.publicUrl}/api/V2/payments/esewa/return`;
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: reference,
    product_code: esewa.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: returnUrl,
    failure_url: `${returnUrl}?result=failure&ref=${encodeURIComponent(reference)}`,
    signed_field_names: SIGNED_FORM_FIELDS.join(','),
  };
  const message = SIGNED_FORM_FIELDS.map((name) => `${name}=${fields[name]}`).join(',');
  fields.signature = esewaSignature(esewa.secretKey, message);
  return { action: 'post', url: esewa.formUrl, fields, paymentId: opts.paymentId };
}

const ZStatus = z.object({
  status: z.string(),
  total_amount: z.union([z.number(), z.string()]).optional(),
  ref_id: z.string().nullish(),
});

/**
 * eSewa's own word on a transaction (the status API). Null when it cannot be reached: the
 * signed callback then decides alone, since only eSewa holds our secret.
 */
export async function esewaStatus(opts: {
  config: Pick<Config, 'payments'>;
  esewa: EsewaConfig;
  reference: string;
  amountPaisa: number;
}): Promise<{ status: string; amountPaisa: number | null; refId: string | null } | null> {
  const q = new URLSearchParams({
    product_code: opts.esewa.productCode,
    total_amount: rupees(opts.amountPaisa),
    transaction_uuid: opts.reference,
  });
  try {
    const r = await callGateway({
      config: opts.config,
      url: `${opts.esewa.statusUrl}?${q}`,
      schema: ZStatus,
    });
    return { status: r.status, amountPaisa: paisaFromRupees(r.total_amount), refId: r.ref_id ?? null };
  } catch {
    return null;
  }
}
