import { z } from 'zod';
import { ZReferrer, ZUser } from './auth.ts';
import { success } from './envelope.ts';
import { ZReferralCode } from './referrals.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS, { error: 'Unknown sign-in provider' });
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

export const SOCIAL_PROVIDER_NAMES: Record<TSocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** Which providers this shop offers: the login page shows a button for each one that is true. */
export const ZSocialProvidersResponse = success(z.object({ google: z.boolean(), facebook: z.boolean() }));
export type TSocialProviders = z.infer<typeof ZSocialProvidersResponse>['data'];

export const ZSocialStartQuery = z.object({
  referrer: ZReferrer.optional(),
  /** A friend's invite code, counted only when the sign-in creates the account. */
  referralCode: ZReferralCode.optional(),
});
/** Where to send the browser, and the state it must see again on the way back. */
export const ZSocialStartResponse = success(z.object({ url: z.string(), state: z.string() }));

export const ZSocialCallbackBody = z.object({
  code: z.string({ error: 'The provider sent no code' }).min(1, 'The provider sent no code').max(2000),
  state: z.string({ error: 'The provider sent no state' }).min(1, 'The provider sent no state').max(200),
});
export type TSocialCallbackBody = z.infer<typeof ZSocialCallbackBody>;

/**
 * Signed in (the same token and user as an e-mail login), or, when the provider's address
 * belongs to an account not yet linked to it, a confirmation link was mailed to that address.
 */
export const ZSocialSignInData = z.union([
  z.object({ token: z.string(), user: ZUser, referrer: z.string().nullable() }),
  /** Linked to the signed-in account that began it from its profile; that session goes on. */
  z.object({ linked: ZSocialProvider, referrer: z.string().nullable() }),
  z.object({ linkSent: z.literal(true), email: z.string(), referrer: z.string().nullable() }),
]);
export type TSocialSignInData = z.infer<typeof ZSocialSignInData>;
export const ZSocialSignInResponse = success(ZSocialSignInData);

export const ZSocialLinkResponse = success(
  z.object({ token: z.string(), user: ZUser, provider: ZSocialProvider }),
);

export const ZSignInMethods = z.object({
  providers: z.array(
    z.object({ provider: ZSocialProvider, email: z.string().nullable(), linkedAt: z.string() }),
  ),
  /** The other ways in, which decide whether the last provider may be unlinked. */
  hasPassword: z.boolean(),
  hasVerifiedPhone: z.boolean(),
});
export type TSignInMethods = z.infer<typeof ZSignInMethods>;
export const ZSignInMethodsResponse = success(ZSignInMethods);
export const ZUnlinkBody = z.object({ provider: ZSocialProvider });
