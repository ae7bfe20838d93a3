import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-test-secret';

/** What the stand-in answers about the next sign-in; tests change it to play other answers. */
type FacebookScript = {
  user: { id: string; name: string; email?: string };
  debugAppId: string;
  isValid: boolean;
};

/**
 * A local stand-in for Facebook's login dialog and the Graph API calls a sign-in makes: the
 * dialog sends the browser back with a code, the code buys a token only once and with the app's
 * secret and the same redirect URI, and debug_token and /me answer about that token.
 */
export async function startFacebookStandIn() {
  const script: FacebookScript = {
    user: { id: '10001', name: 'Anish Tamang', email: 'anish@example.com' },
    debugAppId: FACEBOOK_APP_ID,
    isValid: true,
  };
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  let next = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams;
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });
    if (url.pathname === '/dialog/oauth') {
      const back = new URL(q.get('redirect_uri') ?? '');
      const code = `code-${++next}`;
      codes.set(code, back.toString());
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (url.pathname === '/oauth/access_token') {
      const redirect = codes.get(q.get('code') ?? '');
      if (q.get('client_id') !== FACEBOOK_APP_ID || q.get('client_secret') !== FACEBOOK_APP_SECRET) {
        return error('Error validating client secret.');
      }
      if (!redirect || redirect !== q.get('redirect_uri')) return error('Invalid verification code format.');
      codes.delete(q.get('code') ?? '');
      const token = `token-${++next}`;
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/debug_token') {
      if (q.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`)
        return error('Invalid app token');
      const known = tokens.has(q.get('input_token') ?? '');
      return json(200, {
        data: { app_id: script.debugAppId, is_valid: known && script.isValid, user_id: script.user.id },
      });
    }
    if (url.pathname === '/me') {
      if (!tokens.has(q.get('access_token') ?? '')) return error('Invalid OAuth access token.');
      return json(200, script.user);
    }
    json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    script,
    settings: {
      appId: FACEBOOK_APP_ID,
      appSecret: FACEBOOK_APP_SECRET,
      graphUrl: base,
      dialogUrl: `${base}/dialog/oauth`,
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
