import { PHONE_CODE_LIFETIME_SECONDS, PHONE_CODE_RESEND_SECONDS } from '@upahar/contract';
import {
  changePassword,
  checkLogin,
  checkPhoneCode,
  checkUsername,
  confirmEmail,
  forgotPassword,
  getCurrentUser,
  getPromotion as getPromotionEndpoint,
  getUserProfile,
  logIn,
  logOut,
  requestPhoneCode,
  resendConfirmation,
  resetPassword,
  updateUserProfile,
  userSignup,
  validateEmailToken,
  verifyResetToken,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { getPromotion } from '../referrals/index.ts';
import * as passwords from './password.ts';
import { sendCode } from './phone-codes.ts';
import { signInWithPhone } from './phone-sign-in.ts';
import * as profiles from './profile.ts';
import * as accounts from './service.ts';
import { revokeOtherSessions, revokeSession } from './sessions.ts';
import { socialRoutes } from './social.routes.ts';

const SENT = 'If the address belongs to an account, we have sent an e-mail to it. Please check your inbox.';

export async function authRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  const limits = app.accountLimits;
  await socialRoutes(app);
  // Tokens, accounts and profiles: answers for one person only, never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  route(
    app,
    userSignup,
    async (req, reply) => {
      const data = await accounts.signUp({ db, publicUrl, limits, body: req.body, env: app.config.env });
      reply.status(201);
      return ok(data, {
        message: `We have sent a verification link to ${data.email}. Please open it to activate your account.`,
      });
    },
    // Per client address the limits are loose with short windows: a mobile carrier puts a whole
    // town behind one address, and a refusal there must pass in minutes, not lock the town out.
    // The limits per e-mail address (sign-in failures, mails sent) do the precise work.
    { config: limit(app, 20, '5 minutes') },
  );

  route(
    app,
    checkUsername,
    async (req) => {
      const taken = await accounts.isUsernameTaken({ db, username: req.body.username });
      return ok({ username: req.body.username, available: !taken });
    },
    { config: limit(app, 60, '1 minute') },
  );

  route(
    app,
    logIn,
    async (req) => {
      const data = await accounts.logIn({
        db,
        body: req.body,
        sessionDays: app.config.sessionDays,
        limits,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      return ok(data, { message: 'Welcome back!' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  // The same answer whether or not the number has an account; the waits between codes and the
  // hourly cap per number are the precise limits, these per client address only stop floods.
  route(
    app,
    requestPhoneCode,
    async (req) => {
      await sendCode({ db, phone: req.body.phone });
      return ok(
        {
          phone: req.body.phone,
          expiresInSeconds: PHONE_CODE_LIFETIME_SECONDS,
          resendInSeconds: PHONE_CODE_RESEND_SECONDS,
        },
        { message: `We have sent a 6-digit code to ${req.body.phone}. It works for 5 minutes.` },
      );
    },
    { config: limit(app, 20, '5 minutes') },
  );
  route(
    app,
    checkPhoneCode,
    async (req) => {
      const { data, created } = await signInWithPhone({
        db,
        body: req.body,
        sessionDays: app.config.sessionDays,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      if ('needsName' in data) {
        return ok(data, { message: 'This number has no account yet. Tell us your name to create one.' });
      }
      return ok(data, { message: created ? 'Welcome to Upahar!' : 'Welcome back!' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  // The apps check their stored token at start-up: 401 when it is missing, expired or revoked.
  route(app, checkLogin, async (req) => ok({ user: authOf(req).user }));
  route(app, getCurrentUser, async (req) => ok({ user: authOf(req).user }));

  route(app, logOut, async (req) => {
    const auth = authOf(req);
    if (req.query.excludeThis === '1') {
      await revokeOtherSessions({ db, userId: auth.user.id, keep: auth.sessionId });
      return ok(null, { message: 'You have been logged out of all other devices.' });
    }
    await revokeSession({ db, sessionId: auth.sessionId });
    return ok(null, { message: 'You have been logged out.' });
  });

  route(
    app,
    confirmEmail,
    async (req) => {
      const data = await accounts.confirmEmail({ db, token: req.body.token });
      return ok(data, { message: 'Your e-mail address is verified. You can log in now.' });
    },
    { config: limit(app, 20, '1 minute') },
  );
  route(
    app,
    resendConfirmation,
    async (req, reply) => {
      app.afterAnswer.run(reply, () => accounts.resendConfirmation({ db, publicUrl, limits, ...req.body }));
      return ok(null, { message: SENT });
    },
    { config: limit(app, 20, '5 minutes') },
  );
  route(
    app,
    validateEmailToken,
    async (req) => {
      await accounts.validateEmailToken({ db, token: req.query.token });
      return ok(null, { message: 'The link is valid.' });
    },
    { config: limit(app, 30, '1 minute') },
  );

  route(
    app,
    forgotPassword,
    async (req, reply) => {
      app.afterAnswer.run(reply, () => passwords.forgotPassword({ db, publicUrl, limits, ...req.body }));
      return ok(null, { message: SENT });
    },
    { config: limit(app, 20, '5 minutes') },
  );
  route(
    app,
    verifyResetToken,
    async (req) => {
      await passwords.verifyResetToken({ db, token: req.body.token });
      return ok(null, { message: 'The link is valid. Choose a new password.' });
    },
    { config: limit(app, 30, '1 minute') },
  );
  route(
    app,
    resetPassword,
    async (req) => {
      await passwords.resetPassword({ db, limits, body: req.body });
      return ok(null, { message: 'Your password has been changed. Log in with the new one.' });
    },
    { config: limit(app, 10, '10 minutes') },
  );
  route(
    app,
    changePassword,
    async (req) => {
      const auth = authOf(req);
      await passwords.changePassword({ db, userId: auth.user.id, sessionId: auth.sessionId, body: req.body });
      return ok(null, { message: 'Your password has been changed. Other devices have been logged out.' });
    },
    { config: limit(app, 10, '10 minutes') },
  );

  route(app, getPromotionEndpoint, async (req) =>
    ok(await getPromotion({ db, userId: authOf(req).user.id, publicUrl })),
  );

  route(app, getUserProfile, async (req) =>
    ok({ profile: await profiles.getProfile({ db, userId: authOf(req).user.id }) }),
  );
  route(app, updateUserProfile, async (req) => {
    const profile = await profiles.updateProfile({ db, userId: authOf(req).user.id, body: req.body });
    return ok({ profile }, { message: 'Your profile has been updated.' });
  });
}
