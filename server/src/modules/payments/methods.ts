import {
  isOnlinePaymentMethod,
  PAYMENT_METHOD_NAMES,
  type TPaymentMethod,
  type TPaymentMethodId,
} from '@upahar/contract';
import type { Config } from '../../config.ts';

// Which payment methods this shop offers: cash on delivery always; eSewa with the merchant's
// keys, or eSewa's test environment outside production; Khalti when its key is configured; the
// built-in pretend gateway in tests and when switched on for working offline.
const method = (id: TPaymentMethodId, description: string): TPaymentMethod => ({
  id,
  name: PAYMENT_METHOD_NAMES[id],
  description,
  online: isOnlinePaymentMethod(id),
});
const ALL: Record<TPaymentMethodId, TPaymentMethod> = {
  cod: method('cod', 'Pay the rider in cash when your order arrives'),
  esewa: method('esewa', 'Pay with your eSewa wallet'),
  khalti: method('khalti', 'Pay with Khalti wallet, e-banking or cards'),
  test: method('test', 'A pretend online payment for trying the shop; no money moves'),
};

/**
 * eSewa's test merchant: the shopper must know no real money moves, and which of eSewa's test
 * wallets to log in with on its page.
 */
const ESEWA_SANDBOX_METHOD: TPaymentMethod = {
  ...ALL.esewa,
  name: `${PAYMENT_METHOD_NAMES.esewa} (test environment: no real money)`,
  description:
    'Try a real eSewa payment in its test environment. Log in with eSewa ID 9806800001, ' +
    'password Nepal@123 and token 123456.',
};

export function enabledPaymentMethods(config: Pick<Config, 'payments'>): TPaymentMethod[] {
  const p = config.payments;
  return [
    ALL.cod,
    ...(p.esewa ? [p.esewa.sandbox ? ESEWA_SANDBOX_METHOD : ALL.esewa] : []),
    ...(p.khalti ? [ALL.khalti] : []),
    ...(p.testGateway ? [ALL.test] : []),
  ];
}

export const isPaymentMethodEnabled = (config: Pick<Config, 'payments'>, id: TPaymentMethodId) =>
  enabledPaymentMethods(config).some((m) => m.id === id);

export const DEFAULT_PAYMENT_METHOD: TPaymentMethodId = 'cod';

export const paymentMethodName = (id: TPaymentMethodId) => PAYMENT_METHOD_NAMES[id];
