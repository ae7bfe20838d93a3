import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { GoogleSettings } from '../../config-social.ts';
import * as clock from '../../lib/clock.ts';
import { fetchJson, type ProviderIdentity, providerDown, providerRefused } from './social-identity.ts';
import { pkceChallenge, type SignInStart } from './social-starts.ts';

const NAME = 'Google';

type Discovery = { issuer: string; authorizationEndpoint: string; tokenEndpoint: string };
type Provider = Discovery & { keys: ReturnType<typeof createRemoteJWKSet> };

// One discovery per issuer for the life of the process; a failed one is forgotten and tried again.
// jose's key set fetches the provider's keys once and again when a token names an unknown key,
// which is how a provider rotates them.
const providers = new Map<string, Promise<Provider>>();

async function discover(issuer: string): Promise<Provider> {
  const { status, body } = await fetchJson(NAME, `${issuer}/.well-known/openid-configuration`);
  const { authorization_endpoint, token_endpoint, jwks_uri } = body;
  if (status !== 200 || typeof authorization_endpoint !== 'string' || typeof token_endpoint !== 'string') {
    throw providerDown(NAME, new Error(`discovery at ${issuer} answered ${status}`));
  }
  // The document must speak for the configured issuer: tokens are checked against that name.
  if (body.issuer !== issuer || typeof jwks_uri !== 'string') {
    throw providerDown(NAME, new Error(`discovery at ${issuer} names issuer ${String(body.issuer)}`));
  }
  return {
    issuer,
    authorizationEndpoint: authorization_endpoint,
    tokenEndpoint: token_endpoint,
    keys: createRemoteJWKSet(new URL(jwks_uri)),
  };
}

function provider(issuer: string): Promise<Provider> {
  let found = providers.get(issuer);
  if (!found) {
    found = discover(issuer);
    providers.set(issuer, found);
    found.catch(() => providers.delete(issuer));
  }
  return found;
}

/** Google's sign-in page for this start: the authorization code flow with PKCE (S256) and a nonce. */
export async function googleAuthorizationUrl(
  settings: GoogleSettings,
  redirectUri: string,
  start: SignInStart,
): Promise<string> {
  const { authorizationEndpoint } = await provider(settings.issuer);
  const url = new URL(authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: start.state,
    nonce: start.nonce,
    code_challenge: pkceChallenge(start.codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Exchanges the code (with the PKCE verifier and the client secret) and checks the ID token:
 * its signature against the provider's published keys, issuer, audience (our client id),
 * expiry and the nonce of this start. Only then is its subject believed.
 */
export async function googleIdentity(
  settings: GoogleSettings,
  redirectUri: string,
  code: string,
  start: SignInStart,
): Promise<ProviderIdentity> {
  const p = await provider(settings.issuer);
  const { status, body } = await fetchJson(NAME, p.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: start.codeVerifier,
    }).toString(),
  });
  if (status !== 200 || typeof body.id_token !== 'string') {
    throw providerRefused(NAME, `token endpoint answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(body.id_token, p.keys, {
      issuer: p.issuer,
      audience: settings.clientId,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    throw providerRefused(NAME, `ID token refused: ${(err as Error).message}`, err);
  }
  if (claims.nonce !== start.nonce) throw providerRefused(NAME, 'ID token nonce does not match');
  const email = text(claims.email);
  const name = text(claims.name) ?? text(claims.given_name) ?? email?.split('@')[0] ?? 'Upahar shopper';
  return {
    provider: 'google',
    subject: String(claims.sub),
    email,
    // Google sends a boolean; some OpenID providers send the string "true".
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name,
  };
}
