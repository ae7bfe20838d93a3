import { createHmac } from 'node:crypto';
import type { FacebookSettings } from '../../config-social.ts';
import { fetchJson, type ProviderIdentity, providerRefused } from './social-identity.ts';
import type { SignInStart } from './social-starts.ts';

const NAME = 'Facebook';

/** Facebook's login dialog for this start (OAuth authorization code flow; the state comes back). */
export function facebookAuthorizationUrl(
  settings: FacebookSettings,
  redirectUri: string,
  start: SignInStart,
): string {
  const url = new URL(settings.dialogUrl);
  url.search = new URLSearchParams({
    client_id: settings.appId,
    redirect_uri: redirectUri,
    state: start.state,
    response_type: 'code',
    scope: 'public_profile,email',
  }).toString();
  return url.toString();
}

const graph = (settings: FacebookSettings, path: string, params: Record<string, string>) =>
  fetchJson(NAME, `${settings.graphUrl}${path}?${new URLSearchParams(params)}`, {
    headers: { accept: 'application/json' },
  });

/**
 * Exchanges the code for a user access token, then asks Facebook about that token with the
 * app's own credentials (debug_token): it must be valid and issued to this app, not to another
 * app whose token was passed along. Only then is the profile read.
 */
export async function facebookIdentity(
  settings: FacebookSettings,
  redirectUri: string,
  code: string,
): Promise<ProviderIdentity> {
  const exchange = await graph(settings, '/oauth/access_token', {
    client_id: settings.appId,
    client_secret: settings.appSecret,
    redirect_uri: redirectUri,
    code,
  });
  const accessToken = exchange.body.access_token;
  if (exchange.status !== 200 || typeof accessToken !== 'string') {
    throw providerRefused(NAME, `code exchange answered ${exchange.status}`);
  }
  const debug = await graph(settings, '/debug_token', {
    input_token: accessToken,
    access_token: `${settings.appId}|${settings.appSecret}`,
  });
  const info = (debug.body.data ?? {}) as Record<string, unknown>;
  if (debug.status !== 200 || info.is_valid !== true || String(info.app_id) !== settings.appId) {
    throw providerRefused(NAME, `debug_token: valid ${String(info.is_valid)}, app ${String(info.app_id)}`);
  }
  const me = await graph(settings, '/me', {
    fields: 'id,name,email',
    access_token: accessToken,
    // Proves the call comes from the app's server, for apps that require it.
    appsecret_proof: createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
  });
  const id = me.body.id;
  if (
    me.status !== 200 ||
    typeof id !== 'string' ||
    (info.user_id !== undefined && String(info.user_id) !== id)
  ) {
    throw providerRefused(NAME, `/me answered ${me.status}`);
  }
  const email = typeof me.body.email === 'string' && me.body.email ? me.body.email : null;
  const name =
    typeof me.body.name === 'string' && me.body.name.trim() ? me.body.name.trim() : 'Upahar shopper';
  // Facebook gives an address only once its owner confirmed it, but says nothing about it in the
  // answer: the account it makes is marked unverified, and only the shop's own mail verifies it.
  return { provider: 'facebook', subject: id, email, emailVerified: false, name };
}
