import type { Mail } from '../mail/index.ts';

export const socialLinkMail = (to: string, name: string, provider: string, link: string): Mail => ({
  to,
  subject: `Sign in to Upahar with ${provider}?`,
  text: `Namaste ${name},

Someone (probably you) tried to sign in to Upahar with a ${provider} account that gives this e-mail address. Your Upahar account already uses this address, so we did not sign them in.

To sign in with ${provider} from now on, open this link:

${link}

The link works for 24 hours and only once. If this was not you, ignore this e-mail: nothing changes, and ${provider} cannot open your account.`,
});

export const socialLinkedMail = (to: string, name: string, provider: string, profileUrl: string): Mail => ({
  to,
  subject: `${provider} now signs in to your Upahar account`,
  text: `Namaste ${name},

A ${provider} account was just linked to your Upahar account from your profile, so it signs in to it from now on.

If this was not you, unlink it at ${profileUrl} and change your password: someone else may be using your account.`,
});
