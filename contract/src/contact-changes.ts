import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { ZProfile, ZTokenBody } from './auth.ts';
import { ZEmail } from './common.ts';
import { success } from './envelope.ts';
import { ZMobileNumber } from './phone.ts';

// Changing the e-mail address or phone number of an account: the new one is proven first (a
// mailed link, a texted code) and only then replaces the old, which is told.

/** How long the link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_HOURS = 24;

/** POST update-email. Accounts with a password confirm it, so a borrowed phone cannot take one over. */
export const ZUpdateEmailBody = z.object({
  email: ZEmail,
  password: z.string().max(128).optional(),
});
export type TUpdateEmailBody = z.input<typeof ZUpdateEmailBody>;

/** POST verify-email: the token of the link mailed to the new address. */
export const ZVerifyEmailBody = ZTokenBody;

/** POST update-phone: a code is texted to the new number. */
export const ZUpdatePhoneBody = z.object({ phone: ZMobileNumber });
export type TUpdatePhoneBody = z.input<typeof ZUpdatePhoneBody>;

/** POST verify-phone: the code texted to the number asked for last. */
export const ZVerifyPhoneBody = z.object({
  code: z
    .string({ error: () => m.account_v_sms_code() })
    .trim()
    .regex(/^\d{6}$/, { error: () => m.account_v_sms_code_digits() }),
});
export type TVerifyPhoneBody = z.input<typeof ZVerifyPhoneBody>;

/** What is waiting: the address or number asked for, until it is proven or replaced. */
export const ZContactPending = z.object({ kind: z.enum(['email', 'phone']), value: z.string() });
export const ZContactPendingResponse = success(ZContactPending);
export const ZContactChangedResponse = success(z.object({ profile: ZProfile }));
