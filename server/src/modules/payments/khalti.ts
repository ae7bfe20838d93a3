import { z } from 'zod';
import type { Config } from '../../config.ts';
import { callGateway } from './gateway-http.ts';

// Khalti KPG-2: we initiate on the server (amount in paisa), the browser pays at payment_url,
// Khalti sends it back to return_url, and only a server-side lookup says whether it was paid.

export type KhaltiConfig = NonNullable<Config['payments']['khalti']>;

const headers = (khalti: KhaltiConfig) => ({
  Authorization: `Key ${khalti.secretKey}`,
  'Content-Type': 'application/json',
});

const ZInitiated = z.object({ pidx: z.string().min(1), payment_url: z.url() });

export async function khaltiInitiate(opts: {
  config: Pick<Config, 'payments'>;
  khalti: KhaltiConfig;
  publicUrl: string;
  reference: string;
  amountPaisa: number;
  orderNumber: string;
}): Promise<{ pidx: string; paymentUrl: string }> {
  const r = await callGateway({
    config: opts.config,
    url: `${opts.khalti.baseUrl}/epayment/initiate/`,
    init: {
      method: 'POST',
      headers: headers(opts.khalti),
      body: JSON.stringify({
        return_url: `${opts.publicUrl}/api/V2/payments/khalti/return`,
        website_url: opts.publicUrl,
        amount: opts.amountPaisa,
        purchase_order_id: opts.reference,
        purchase_order_name: `Order ${opts.orderNumber}`,
      }),
    },
    schema: ZInitiated,
  });
  return { pidx: r.pidx, paymentUrl: r.payment_url };
}

const ZLookup = z.object({
  pidx: z.string().optional(),
  // Completed, Pending, Initiated, Refunded, Partially Refunded, Expired, User canceled
  status: z.string(),
  total_amount: z.number().int().nullish(),
  transaction_id: z.string().nullish(),
});

export type KhaltiLookup = { status: string; amountPaisa: number | null; transactionId: string | null };

/** Khalti's answer for one pidx; throws the 502 AppError when Khalti cannot be asked. */
export async function khaltiLookup(opts: {
  config: Pick<Config, 'payments'>;
  khalti: KhaltiConfig;
  pidx: string;
}): Promise<KhaltiLookup> {
  const r = await callGateway({
    config: opts.config,
    url: `${opts.khalti.baseUrl}/epayment/lookup/`,
    init: { method: 'POST', headers: headers(opts.khalti), body: JSON.stringify({ pidx: opts.pidx }) },
    schema: ZLookup,
    readErrorBodies: true,
  });
  return { status: r.status, amountPaisa: r.total_amount ?? null, transactionId: r.transaction_id ?? null };
}

/** A lookup status after which this pidx can never be paid. */
export const khaltiFinalFailure = (status: string) =>
  ['Expired', 'User canceled', 'Refunded', 'Partially Refunded'].includes(status);
