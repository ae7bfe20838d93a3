import { m } from '@upahar/contract/messages';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

// Every account the demo seed makes has an address on this domain, and most share the password
// printed in the README. The .demo top-level domain does not exist, so no real person has one.
export const DEMO_DOMAIN = 'upahar.demo';

export const isDemoAddress = (email: string): boolean => {
  const address = email.trim().toLowerCase();
  return address.endsWith(`@${DEMO_DOMAIN}`) || address.endsWith(`.${DEMO_DOMAIN}`);
};

/**
 * A production shop gives no account an address on the demo domain (sign-up, a first social
 * sign-in, a change of address): nobody can receive its mail, and the account would pass for
 * one of the demo shop's. Outside production the demo and the tests may use them freely.
 */
export function refuseDemoAddress(email: string, env: Config['env']): void {
  if (env === 'production' && isDemoAddress(email)) {
    const message = m.errors_staff_demo_address({ domain: DEMO_DOMAIN });
    throw new AppError('demo_address', message, 400, { email: [message] });
  }
}
