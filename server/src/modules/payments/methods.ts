import {
  isOnlinePaymentMethod,
  PAYMENT_METHOD_NAMES,
  type TPaymentMethod,
  type TPaymentMethodId,
} from '@upahar/contract';
import type { Config } from '../../config.ts';

// Which payment methods this shop offers: cash on delivery always; eSewa and
// Khalti when their keys are configured; the built-in test gateway outside production.
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

export function enabledPaymentMethods(config: Pick<Config, 'payments'>): TPaymentMethod[] {
  const p = config.payments;
  return [
    ALL.cod,
    ...(p.esewa ? [ALL.esewa] : []),
    ...(p.khalti ? [ALL.khalti] : []),
    ...(p.testGateway ? [ALL.test] : []),
  ];
}

export const isPaymentMethodEnabled = (config: Pick<Config, 'payments'>, id: TPaymentMethodId) =>
  enabledPaymentMethods(config).some((m) => m.id === id);

export const DEFAULT_PAYMENT_METHOD: TPaymentMethodId = 'cod';

export const paymentMethodName = (id: TPaymentMethodId) => PAYMENT_METHOD_NAMES[id];
