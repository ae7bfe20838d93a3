import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPaymentAction } from '@upahar/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { callGateway } from './gateway-http.ts';

// eSewa ePay v2: the browser POSTs a form signed with HMAC-SHA256 (base64) to eSewa; eSewa
// sends the browser back to success_url with ?data=<base64 JSON> signed the same way.

export type EsewaConfig = NonNullable<Config['payments']['esewa']>;

/** eSewa takes rupees as text: 150050 paisa is "1500.5". */
export const rupees = (paisa: number) => String(paisa / 100);

/** "1,500.50", "1500.5" or 1500 (rupees) to paisa without floating-point rounding; null if not an amount. */
export function paisaFromRupees(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(',', '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest();

export const esewaSignature = (secret: string, message: string) => hmac(secret, message).toString('base64');

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
  const signed = `total_amount=${total},transaction_uuid=${reference},product_code=${esewa.productCode}`;
  return {
    action: 'post',
    url: esewa.formUrl,
    fields: {
      amount: total,
      tax_amount: '0',
      total_amount: total,
      transaction_uuid: reference,
      product_code: esewa.productCode,
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: returnUrl,
      // The reference lets a cancelled payment be found; a failure changes nothing that matters.
      failure_url: `${returnUrl}?result=failure&ref=${encodeURIComponent(reference)}`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: esewaSignature(esewa.secretKey, signed),
    },
    paymentId: opts.paymentId,
  };
}

export type EsewaCallback = {
  transactionUuid: string;
  status: string;
  /** null when total_amount is not an amount at all. */
  amountPaisa: number | null;
  transactionCode: string | null;
};

// Without these in the signed set, a signature would not vouch for what we act on.
const MUST_BE_SIGNED = ['transaction_uuid', 'total_amount', 'status', 'product_code'];

/** The decoded callback if its signature is eSewa's (our secret) and it is for our product; else null. */
export function verifyEsewaCallback(esewa: EsewaConfig, data: string): EsewaCallback | null {
  let fields: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    fields = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const names = typeof fields.signed_field_names === 'string' ? fields.signed_field_names.split(',') : [];
  if (!MUST_BE_SIGNED.every((n) => names.includes(n))) return null;
  const parts: string[] = [];
  for (const name of names) {
    const v = fields[name];
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    parts.push(`${name}=${v}`);
  }
  const given = Buffer.from(typeof fields.signature === 'string' ? fields.signature : '', 'base64');
  const expected = hmac(esewa.secretKey, parts.join(','));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (String(fields.product_code) !== esewa.productCode) return null;
  return {
    transactionUuid: String(fields.transaction_uuid),
    status: String(fields.status),
    amountPaisa: paisaFromRupees(fields.total_amount),
    transactionCode: typeof fields.transaction_code === 'string' ? fields.transaction_code : null,
  };
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
