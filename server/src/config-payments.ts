import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';

/**
 * eSewa's published test merchant. Its sandbox servers (rc-…) accept any of eSewa's test wallets
 * (IDs 9806800001 to 9806800005, password Nepal@123, token 123456) and move no real money, so
 * outside production a new shop offers eSewa with these and a shopper sees the real redirect.
 * The key is public: a production shop must never accept a payment signed with it.
 */
export const ESEWA_SANDBOX = {
  productCode: 'EPAYTEST',
  secretKey: '8gBm/:&EnhH.1/q',
  formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
} as const;

/** Where a merchant's own (live) code and key are used. */
export const ESEWA_LIVE = {
  formUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  statusUrl: 'https://epay.esewa.com.np/api/epay/transaction/status/',
} as const;

/** The payment part of the environment, validated with the rest in config.ts. */
export const ZPaymentEnv = z.object({
  ESEWA_PRODUCT_CODE: z.string().optional(),
  ESEWA_SECRET_KEY: z.string().optional(),
  ESEWA_FORM_URL: z.string().url().optional(),
  ESEWA_STATUS_URL: z.string().url().optional(),
  // Off: no eSewa sandbox outside production either (a shop working without the internet).
  ESEWA_SANDBOX: z.enum(['on', 'off']).optional(),
  KHALTI_SECRET_KEY: z.string().optional(),
  KHALTI_BASE_URL: z.string().url().default('https://dev.khalti.com/api/v2'),
  TEST_GATEWAY: z.enum(['on', 'off']).optional(),
  /** Signs the test gateway's callbacks; set it in production if TEST_GATEWAY=on there. */
  PAYMENT_SECRET: z.string().min(16).optional(),
});
type PaymentEnv = z.infer<typeof ZPaymentEnv> & { NODE_ENV: 'development' | 'production' | 'test' };

type EsewaSettings = {
  productCode: string;
  secretKey: string;
  formUrl: string;
  statusUrl: string;
  /** eSewa's test environment: shoppers are told no real money moves. */
  sandbox: boolean;
};

export type PaymentSettings = {
  esewa: EsewaSettings | null;
  khalti: { secretKey: string; baseUrl: string } | null;
  testGateway: boolean;
  secret: string;
  /** Outbound HTTP to eSewa and Khalti; tests pass a fake (modules/payments). */
  fetch?: typeof fetch;
};

const invalid = (name: string, message: string) =>
  new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);

/**
 * eSewa: the merchant's own code and key when both are set (live servers unless the code is the
 * sandbox one); otherwise the public sandbox merchant outside production; in production nothing.
 */
function esewaSettings(e: PaymentEnv): EsewaSettings | null {
  const production = e.NODE_ENV === 'production';
  if (e.ESEWA_SANDBOX === 'on' && production)
    throw invalid('ESEWA_SANDBOX', 'eSewa’s test merchant is not offered with NODE_ENV=production');
  if (Boolean(e.ESEWA_PRODUCT_CODE) !== Boolean(e.ESEWA_SECRET_KEY))
    throw invalid(
      e.ESEWA_PRODUCT_CODE ? 'ESEWA_SECRET_KEY' : 'ESEWA_PRODUCT_CODE',
      'set both ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY (the merchant code and secret eSewa gave you)',
    );
  let merchant: { productCode: string; secretKey: string };
  if (e.ESEWA_PRODUCT_CODE && e.ESEWA_SECRET_KEY) {
    merchant = { productCode: e.ESEWA_PRODUCT_CODE, secretKey: e.ESEWA_SECRET_KEY };
  } else if (!production && e.ESEWA_SANDBOX !== 'off') {
    merchant = ESEWA_SANDBOX;
  } else {
    return null;
  }
  const sandbox = merchant.productCode === ESEWA_SANDBOX.productCode;
  if (production && (sandbox || merchant.secretKey === ESEWA_SANDBOX.secretKey))
    throw invalid(
      'ESEWA_PRODUCT_CODE',
      'EPAYTEST and its key are eSewa’s public test merchant; set your own merchant code and secret in production',
    );
  const servers = sandbox ? ESEWA_SANDBOX : ESEWA_LIVE;
  return {
    ...merchant,
    formUrl: e.ESEWA_FORM_URL ?? servers.formUrl,
    statusUrl: e.ESEWA_STATUS_URL ?? servers.statusUrl,
    sandbox,
  };
}

export function paymentSettings(e: PaymentEnv): PaymentSettings {
  return {
    esewa: esewaSettings(e),
    khalti: e.KHALTI_SECRET_KEY ? { secretKey: e.KHALTI_SECRET_KEY, baseUrl: e.KHALTI_BASE_URL } : null,
    // The pretend gateway is for tests (the browser tests pay with it) and for working offline
    // (TEST_GATEWAY=on); a shop someone tries out shows eSewa's real test environment instead.
    testGateway: (e.TEST_GATEWAY ?? (e.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    // Outside production a fixed development secret keeps test payments working across restarts.
    secret:
      e.PAYMENT_SECRET ??
      (e.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : 'upahar-development-payment-secret'),
  };
}
