import { z } from 'zod';

/** Sign-in with Google and Facebook, validated with the rest of the environment in config.ts. */
export const ZSocialEnv = z.object({
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // Any OpenID Connect provider answers like Google here; tests point it at a local one.
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  FACEBOOK_DIALOG_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
});
type SocialEnv = z.infer<typeof ZSocialEnv>;

export type GoogleSettings = { issuer: string; clientId: string; clientSecret: string };
export type FacebookSettings = { appId: string; appSecret: string; graphUrl: string; dialogUrl: string };
/** A provider is offered only with both its id and its secret; null hides it everywhere. */
export type SocialSettings = { google: GoogleSettings | null; facebook: FacebookSettings | null };

const noSlash = (url: string) => url.replace(/\/$/, '');

export function socialSettings(e: SocialEnv): SocialSettings {
  return {
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: noSlash(e.GOOGLE_ISSUER),
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: noSlash(e.FACEBOOK_GRAPH_URL),
            dialogUrl: e.FACEBOOK_DIALOG_URL,
          }
        : null,
  };
}
