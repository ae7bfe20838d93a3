import { z } from 'zod';
import { ZEmail, ZPassword, ZPhone, zText } from './common.ts';
import { success } from './envelope.ts';
import { REFERRER_MAX, safeReferrer } from './referrer.ts';
import { hasNoBidiControl } from './text-rules.ts';

/**
 * The optional return path of sign-up and of the e-mails that lead back to a login. An unsafe
 * value is refused with a message rather than dropped quietly: our own pages never send one.
 */
export const ZReferrer = z
  .string()
  .max(REFERRER_MAX, { error: `The return page must be at most ${REFERRER_MAX} characters`, abort: true })
  .refine(
    (raw) => safeReferrer(raw, null) !== null,
    'The return page must be a page of this shop, like /cart',
  )
  .transform((raw) => safeReferrer(raw));

export const ZUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .refine(hasNoBidiControl, 'Username must not contain characters that change the direction of text')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-z0-9_.]+$/, 'Username may use letters, digits, dots and underscores only');

export const ZName = zText({ error: 'Name is required' })
  .trim()
  .refine(hasNoBidiControl, 'Name must not contain characters that change the direction of text')
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters');

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['customer', 'seller', 'admin']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZProfile = ZUser.extend({
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
    confirmPassword: z.string({ error: 'Please confirm the password' }),
    source: z.literal('web').or(z.string().max(20)).optional(),
    /** The page to return to after the e-mail is confirmed and the shopper logs in. */
    referrer: ZReferrer.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type TUserSignupBody = z.infer<typeof ZUserSignupBody>;
export const ZUserSignupResponse = success(z.object({ email: z.string() }));

export const ZRegisterCheckBody = z.object({ username: ZUsername });
export const ZRegisterCheckResponse = success(z.object({ username: z.string(), available: z.boolean() }));

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;
export const ZLoginResponse = success(z.object({ token: z.string(), user: ZUser }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCurrentUserResponse = success(z.object({ user: ZUser }));

export const ZTokenBody = z.object({ token: z.string().min(10, 'The link is invalid').max(200) });
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
    message: 'Passwords do not match',
  });
export type TNewPasswordBody = z.infer<typeof ZNewPasswordBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(128),
    password: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((b) => b.password !== b.currentPassword, {
    path: ['password'],
    message: 'The new password must differ from the current one',
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZProfileResponse = success(z.object({ profile: ZProfile }));

export const ZUpdateProfileBody = z.object({
  name: ZName,
  phone: ZPhone.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  bio: zText().trim().max(500, 'Bio must be at most 500 characters').nullable().optional(),
  gender: z.enum(['female', 'male', 'other']).nullable().optional(),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date like 1995-04-14')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d < new Date() && s >= '1900-01-01'
      );
    }, 'Enter a real date of birth in the past')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  address: zText().trim().max(200, 'Address must be at most 200 characters').nullable().optional(),
});
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

export const ZLogoutQuery = z.object({ excludeThis: z.enum(['0', '1']).optional() });
