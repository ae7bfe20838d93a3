import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { ZEmail, ZPassword, ZPhone, zText } from './common.ts';
import { success } from './envelope.ts';
import { ZMobileNumber } from './phone.ts';
import { ZReferralCode } from './referrals.ts';
import { REFERRER_MAX, safeReferrer } from './referrer.ts';
import { hasNoBidiControl } from './text-rules.ts';

/**
 * The optional return path of sign-up and of the e-mails that lead back to a login. An unsafe
 * value is refused with a message rather than dropped quietly: our own pages never send one.
 */
export const ZReferrer = z
  .string()
  .max(REFERRER_MAX, {
    error: () => m.account_v_referrer_long({ max: String(REFERRER_MAX) }),
    abort: true,
  })
  .refine((raw) => safeReferrer(raw, null) !== null, { error: () => m.account_v_referrer_shop() })
  .transform((raw) => safeReferrer(raw));

export const ZUsername = z
  .string({ error: () => m.account_v_username_required() })
  .trim()
  .toLowerCase()
  .refine(hasNoBidiControl, { error: () => m.account_v_username_bidi() })
  .min(3, { error: () => m.account_v_username_min() })
  .max(30, { error: () => m.account_v_username_max() })
  .regex(/^[a-z0-9_.]+$/, { error: () => m.account_v_username_chars() });

export const ZName = zText({ error: () => m.account_v_name_required() })
  .trim()
  .refine(hasNoBidiControl, { error: () => m.account_v_name_bidi() })
  .min(2, { error: () => m.account_v_name_min() })
  .max(80, { error: () => m.account_v_name_max() });

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** Empty for an account made with a phone number and a texted code. */
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['customer', 'seller', 'admin']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = ZUser.extend({
  /** The number was proven with a texted code (it can sign in). */
  phoneVerified: z.boolean(),
  /** Accounts made with a phone code or a sign-in provider may have none. */
  hasPassword: z.boolean(),
  bio: z.string().nullable(),
  gender: z.enum(['female', 'male', 'other']).nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUserSignupBody = z
  .object({
    name: ZName,
    username: ZUsername,
    email: ZEmail,
    phone: ZPhone.optional().or(z.literal('').transform(() => undefined)),
    password: ZPassword,
    confirmPassword: z.string({ error: () => m.account_v_confirm_password() }),
    source: z.literal('web').or(z.string().max(20)).optional(),
    /** The page to return to after the e-mail is confirmed and the shopper logs in. */
    referrer: ZReferrer.optional(),
    /** A friend's invite code from the link they shared; an unknown one is ignored. */
    referralCode: ZReferralCode.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    error: () => m.account_v_passwords_differ(),
  });
export type TUserSignupBody = z.infer<typeof ZUserSignupBody>;
export const ZUserSignupResponse = success(z.object({ email: z.string() }));

export const ZRegisterCheckBody = z.object({ username: ZUsername });
export const ZRegisterCheckResponse = success(z.object({ username: z.string(), available: z.boolean() }));

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z
    .string({ error: () => m.account_v_password_required() })
    .min(1, { error: () => m.account_v_password_required() })
    .max(128),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;
export const ZLoginResponse = success(z.object({ token: z.string(), user: ZUser }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCurrentUserResponse = success(z.object({ user: ZUser }));

export const ZTokenBody = z.object({
  token: z
    .string()
    .min(10, { error: () => m.account_link_invalid() })
    .max(200),
});
export const ZTokenQuery = ZTokenBody;
export const ZUserConfirmResponse = success(z.object({ email: z.string() }));
export const ZEmailBody = z.object({ email: ZEmail });
/** Asks for an e-mailed link (verification, password reset) that leads back to `referrer` after login. */
export const ZEmailLinkBody = ZEmailBody.extend({ referrer: ZReferrer.optional() });
export type TEmailLinkBody = z.infer<typeof ZEmailLinkBody>;

export const ZNewPasswordBody = z
  .object({ token: z.string().min(10).max(200), password: ZPassword, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    error: () => m.account_v_passwords_differ(),
  });
export type TNewPasswordBody = z.infer<typeof ZNewPasswordBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: () => m.account_v_current_password() })
      .max(128),
    password: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    error: () => m.account_v_passwords_differ(),
  })
  .refine((b) => b.password !== b.currentPassword, {
    path: ['password'],
    error: () => m.account_v_new_password_same(),
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZProfileResponse = success(z.object({ profile: ZProfile }));

export const ZUpdateProfileBody = z.object({
  name: ZName,
  phone: ZPhone.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bio: zText()
    .trim()
    .max(500, { error: () => m.account_v_bio_max() })
    .nullable()
    .optional(),
  gender: z.enum(['female', 'male', 'other']).nullable().optional(),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.account_v_birth_format() })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return (
          !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d < new Date() && s >= '1900-01-01'
        );
      },
      { error: () => m.account_v_birth_real() },
    )
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  address: zText()
    .trim()
    .max(200, { error: () => m.account_v_address_max() })
    .nullable()
    .optional(),
});
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

export const ZLogoutQuery = z.object({ excludeThis: z.enum(['0', '1']).optional() });

/** How long a texted sign-in code works, and how long before another may be sent to the number. */
export const PHONE_CODE_LIFETIME_SECONDS = 5 * 60;
export const PHONE_CODE_RESEND_SECONDS = 60;

export const ZPhoneCodeBody = z.object({ phone: ZMobileNumber });
export type TPhoneCodeBody = z.infer<typeof ZPhoneCodeBody>;
export const ZPhoneCodeResponse = success(
  z.object({ phone: z.string(), expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
);

export const ZPhoneCheckBody = z.object({
  phone: ZMobileNumber,
  code: z
    .string({ error: () => m.account_v_sms_code() })
    .trim()
    .regex(/^\d{6}$/, { error: () => m.account_v_sms_code_digits() }),
  /** Only for a number without an account yet: the name of the account the code creates. */
  name: ZName.optional().or(z.literal('').transform(() => undefined)),
  /** A friend's invite code, counted only when the code creates the account. */
  referralCode: ZReferralCode.optional(),
});
export type TPhoneCheckBody = z.infer<typeof ZPhoneCheckBody>;
/**
 * Signed in (the same data as an e-mail login), or, for a number without an account, a request
 * for the name of the new account: the code stays valid for that second try.
 */
export const ZPhoneCheckData = z.union([
  z.object({ token: z.string(), user: ZUser }),
  z.object({ needsName: z.literal(true) }),
]);
export type TPhoneCheckData = z.infer<typeof ZPhoneCheckData>;
export const ZPhoneCheckResponse = success(ZPhoneCheckData);
