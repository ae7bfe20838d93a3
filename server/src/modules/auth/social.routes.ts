import type { TSocialProvider } from '@upahar/contract';
import {
  confirmSocialLink,
  facebookSignIn,
  getSignInMethods,
  getSocialProviders,
  googleSignIn,
  startFacebookSignIn,
  startGoogleSignIn,
  startSocialLink,
  unlinkSignInMethod,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { authOf, bearerToken } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { findSession } from './sessions.ts';
import { confirmLink, signInWithIdentity } from './social-accounts.ts';
import { facebookAuthorizationUrl, facebookIdentity } from './social-facebook.ts';
import { googleAuthorizationUrl, googleIdentity } from './social-google.ts';
import type { ProviderIdentity } from './social-identity.ts';
import { assertCanLink, linkToAccount } from './social-link.ts';
import { listSignInMethods, unlinkProvider } from './social-methods.ts';
import { beginSignIn, type SignInStart, takeSignIn } from './social-starts.ts';

const notOffered = (name: string) =>
  new AppError('provider_not_configured', m.errors_accounts_not_offered({ name }), 404);

/** Sign-in with Google and Facebook, and the linked providers on the profile. */
export async function socialRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const { publicUrl, social, sessionDays } = app.config;
  const redirectUri = (provider: TSocialProvider) => `${publicUrl}/login/${provider}/callback`;

  // What each provider does with a start: its page to send the browser to, and who came back.
  const flows: Record<
    TSocialProvider,
    {
      name: string;
      offered: boolean;
      url: (start: SignInStart) => Promise<string> | string;
      identity: (code: string, start: SignInStart) => Promise<ProviderIdentity>;
    }
  > = {
    google: {
      name: 'Google',
      offered: social.google !== null,
      url: (start) => googleAuthorizationUrl(social.google!, redirectUri('google'), start),
      identity: (code, start) => googleIdentity(social.google!, redirectUri('google'), code, start),
    },
    facebook: {
      name: 'Facebook',
      offered: social.facebook !== null,
      url: (start) => facebookAuthorizationUrl(social.facebook!, redirectUri('facebook'), start),
      identity: (code) => facebookIdentity(social.facebook!, redirectUri('facebook'), code),
    },
  };

  route(app, getSocialProviders, async () =>
    ok({ google: flows.google.offered, facebook: flows.facebook.offered }),
  );

  const start = async (
    provider: TSocialProvider,
    o: { referrer?: string | null; referralCode?: string | null; linkUserId?: string | null },
  ) => {
    const flow = flows[provider];
    if (!flow.offered) throw notOffered(flow.name);
    if (o.linkUserId) await assertCanLink(db, o.linkUserId, provider);
    const begun = await beginSignIn({
      db,
      provider,
      referrer: o.referrer ?? null,
      linkUserId: o.linkUserId,
      referralCode: o.referralCode,
    });
    return ok({ url: await flow.url(begun), state: begun.state });
  };

  const finish = async (
    provider: TSocialProvider,
    req: FastifyRequest,
    body: { code: string; state: string },
  ) => {
    const flow = flows[provider];
    if (!flow.offered) throw notOffered(flow.name);
    const begun = await takeSignIn({ db, provider, state: body.state });
    // A link begun from a profile ends in that same signed-in session, before the code is used:
    // a start taken elsewhere (a stolen token, a session since ended) links nothing.
    if (begun.linkUserId) await assertSameSession(req, begun.linkUserId, flow.name);
    let identity: ProviderIdentity;
    try {
      identity = await flow.identity(body.code, begun);
    } catch (err) {
      req.log.warn({ provider, detail: (err as { detail?: string }).detail, err }, 'social sign-in refused');
      throw err;
    }
    if (begun.linkUserId) {
      await linkToAccount({ db, userId: begun.linkUserId, identity, publicUrl });
      return ok(
        { linked: provider, referrer: begun.referrer },
        { message: `${flow.name} is linked to your account. From now on you can sign in with it.` },
      );
    }
    const { data, created } = await signInWithIdentity({
      db,
      identity,
      publicUrl,
      limits: app.accountLimits,
      referrer: begun.referrer,
      referralCode: begun.referralCode,
      env: app.config.env,
      sessionDays,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
    });
    if ('linkSent' in data) {
      return ok(data, {
        message: `${data.email} already has an Upahar account. We have e-mailed it a link: open it to sign in with ${flow.name} from now on.`,
      });
    }
    return ok(data, { message: created ? 'Welcome to Upahar!' : 'Welcome back!' });
  };

  const assertSameSession = async (req: FastifyRequest, userId: string, name: string) => {
    const token = bearerToken(req);
    const auth = token ? await findSession({ db, token }) : null;
    if (auth?.user.id !== userId)
      throw new AppError('link_elsewhere', m.errors_accounts_link_elsewhere({ name }), 403);
  };

  const startLimit = { config: limit(app, 30, '5 minutes') };
  const finishLimit = { config: limit(app, 30, '1 minute') };
  route(app, startGoogleSignIn, (req) => start('google', req.query), startLimit);
  route(app, startFacebookSignIn, (req) => start('facebook', req.query), startLimit);
  route(
    app,
    startSocialLink,
    (req) => start(req.body.provider, { referrer: '/profile/edit', linkUserId: authOf(req).user.id }),
    startLimit,
  );
  route(app, googleSignIn, (req) => finish('google', req, req.body), finishLimit);
  route(app, facebookSignIn, (req) => finish('facebook', req, req.body), finishLimit);

  route(
    app,
    confirmSocialLink,
    async (req) => {
      const data = await confirmLink({
        db,
        token: req.body.token,
        sessionDays,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      const name = flows[data.provider].name;
      return ok(data, { message: `${name} is linked to your account. From now on you can sign in with it.` });
    },
    { config: limit(app, 20, '1 minute') },
  );

  route(app, getSignInMethods, async (req) =>
    ok(await listSignInMethods({ db, userId: authOf(req).user.id })),
  );
  route(app, unlinkSignInMethod, async (req) => {
    const methods = await unlinkProvider({ db, userId: authOf(req).user.id, provider: req.body.provider });
    return ok(methods, {
      message: `${flows[req.body.provider].name} is unlinked. It no longer signs in to your account.`,
    });
  });
}
