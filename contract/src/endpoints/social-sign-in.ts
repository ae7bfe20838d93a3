import { ZTokenBody } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZSignInMethodsResponse,
  ZSocialCallbackBody,
  ZSocialLinkResponse,
  ZSocialProvidersResponse,
  ZSocialSignInResponse,
  ZSocialStartQuery,
  ZSocialStartResponse,
  ZUnlinkBody,
} from '../social-sign-in.ts';

// Sign-in with Google (OpenID Connect with PKCE) and Facebook (OAuth). A provider the shop has
// not configured answers 404 on every one of its endpoints.
const social = { surface: 'storefront', tag: 'auth' } as const;

export const getSocialProviders = defineEndpoint({
  ...social,
  id: 'getSocialProviders',
  method: 'GET',
  path: '/login/providers',
  summary: 'Which sign-in providers (Google, Facebook) this shop offers',
  access: 'public',
  response: ZSocialProvidersResponse,
});

const start = (provider: 'google' | 'facebook', name: string) =>
  defineEndpoint({
    ...social,
    id: `start${name}SignIn`,
    method: 'GET',
    path: `/login/${provider}/start`,
    summary: `Begin signing in with ${name}: answers the ${name} page to send the browser to, and the state that comes back from it; referrer is the page to return to`,
    access: 'public',
    query: ZSocialStartQuery,
    response: ZSocialStartResponse,
    errors: [404, 429],
  });

const finish = (provider: 'google' | 'facebook', name: string) =>
  defineEndpoint({
    ...social,
    id: `${provider}SignIn`,
    method: 'POST',
    path: `/login/${provider}`,
    summary: `Finish signing in with ${name} with the code and state it sent back: answers the token and user like logIn; when the ${name} address belongs to an account not linked yet, mails that address a link instead (400 for a wrong, used or expired state, or an answer from ${name} that does not check out)`,
    access: 'public',
    body: ZSocialCallbackBody,
    response: ZSocialSignInResponse,
    errors: [404, 429],
  });

export const startGoogleSignIn = start('google', 'Google');
export const googleSignIn = finish('google', 'Google');
export const startFacebookSignIn = start('facebook', 'Facebook');
export const facebookSignIn = finish('facebook', 'Facebook');

export const confirmSocialLink = defineEndpoint({
  ...social,
  id: 'confirmSocialLink',
  method: 'POST',
  path: '/login/social/link',
  summary:
    'Open the mailed link that links a Google or Facebook account to the account with the same e-mail address; links it and signs in (400 when the link is invalid, used or expired)',
  access: 'public',
  body: ZTokenBody,
  response: ZSocialLinkResponse,
  errors: [429],
});

export const startSocialLink = defineEndpoint({
  ...social,
  id: 'startSocialLink',
  method: 'POST',
  path: '/user-profile/sign-in-methods/link',
  summary:
    'Begin linking Google or Facebook to the signed-in account: answers the provider page and the state, like a sign-in start; coming back through the same callback links it (409 when a provider of that kind is already linked)',
  access: 'user',
  body: ZUnlinkBody,
  response: ZSocialStartResponse,
  errors: [404, 409, 429],
});

export const getSignInMethods = defineEndpoint({
  ...social,
  id: 'getSignInMethods',
  method: 'GET',
  path: '/user-profile/sign-in-methods',
  summary:
    'The Google and Facebook accounts linked to the signed-in account, and whether it has a password and a proven phone',
  access: 'user',
  response: ZSignInMethodsResponse,
});

export const unlinkSignInMethod = defineEndpoint({
  ...social,
  id: 'unlinkSignInMethod',
  method: 'POST',
  path: '/user-profile/sign-in-methods/unlink',
  summary:
    'Unlink a provider; refused (409) when it is the last way into an account with no password and no proven phone',
  access: 'user',
  body: ZUnlinkBody,
  response: ZSignInMethodsResponse,
  errors: [404, 409],
});
