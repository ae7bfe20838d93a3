import { PAYMENT_METHOD_NAMES, type TPaymentMethod, type TPaymentMethodId } from '@upahar/contract';
import type { Config } from '../../config.ts';

// Which payment methods this shop offers (issue 4 point 6): cash on delivery always; eSewa and
// Khalti when their keys are configured; the built-in test gateway outside production.
const ALL: Record<TPaymentMethodId, TPaymentMethod> = {
  cod: {
    id: 'cod',
    name: PAYMENT_METHOD_NAMES.cod,
    description: 'Pay the rider in cash when your order arrives',
    online: false,
  },
  esewa: {
    id: 'esewa',
    name: PAYMENT_METHOD_NAMES.esewa,
    description: 'Pay with your eSewa wallet',
    online: true,
  },
  khalti: {
    id: 'khalti',
    name: PAYMENT_METHOD_NAMES.khalti,
    description: 'Pay with Khalti wallet, e-banking or cards',
    online: true,
  },
  test: {
    id: 'test',
    name: PAYMENT_METHOD_NAMES.test,
    description: 'A pretend online payment for trying the shop; no money moves',
    online: true,
  },
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
