import {
  ZChangePasswordBody,
  ZCurrentUserResponse,
  ZEmailBody,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutQuery,
  ZMessageResponse,
  ZNewPasswordBody,
  ZProfileResponse,
  ZRegisterCheckBody,
  ZRegisterCheckResponse,
  ZTokenBody,
  ZTokenQuery,
  ZUpdateProfileBody,
  ZUserSignupBody,
  ZUserSignupResponse,
} from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { changePassword, forgotPassword, resetPassword, verifyResetToken } from './password-service.ts';
import { getProfile, updateProfile } from './profile-service.ts';
import {
  confirmEmail,
  isUsernameTaken,
  logIn,
  resendConfirmation,
  signUp,
  validateEmailToken,
} from './service.ts';
import { revokeOtherSessions, revokeSession } from './sessions.ts';

const tags = ['auth'];
const SENT = 'If the address belongs to an account, we have sent an e-mail to it. Please check your inbox.';

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  const authed = { preHandler: app.requireUser };
  // Tokens, accounts and profiles: answers for one person only, never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.post(
    '/user-signup',
    {
      schema: { tags, body: ZUserSignupBody, response: { 201: ZUserSignupResponse } },
      config: limit(app, 10, '1 hour'),
    },
    async (req, reply) => {
      const data = await signUp({ db, publicUrl, body: req.body });
      return reply.status(201).send(
        ok(data, {
          message: `We have sent a verification link to ${data.email}. Please open it to activate your account.`,
        }),
      );
    },
  );

  app.post(
    '/register/check',
    {
      schema: { tags, body: ZRegisterCheckBody, response: { 200: ZRegisterCheckResponse } },
      config: limit(app, 60, '1 minute'),
    },
    async (req) => {
      const taken = await isUsernameTaken({ db, username: req.body.username });
      return ok({ username: req.body.username, available: !taken });
    },
  );

  app.post(
    '/login/user',
    {
      schema: { tags, body: ZLoginBody, response: { 200: ZLoginResponse } },
      config: limit(app, 10, '1 minute'),
    },
    async (req) => {
      const data = await logIn({
        db,
        body: req.body,
        sessionDays: app.config.sessionDays,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      return ok(data, { message: 'Welcome back!' });
    },
  );

  // SPEC 4: the auth check at start-up; 401 when the token is missing, expired or revoked.
  app.post(
    '/login/check',
    { schema: { tags, response: { 200: ZCurrentUserResponse } }, ...authed },
    async (req) => ok({ user: authOf(req).user }),
  );
  app.get(
    '/current-user',
    { schema: { tags, response: { 200: ZCurrentUserResponse } }, ...authed },
    async (req) => ok({ user: authOf(req).user }),
  );

  app.post(
    '/user-logout',
    { schema: { tags, querystring: ZLogoutQuery, response: { 200: ZMessageResponse } }, ...authed },
    async (req) => {
      const auth = authOf(req);
      if (req.query.excludeThis === '1') {
        await revokeOtherSessions({ db, userId: auth.user.id, keep: auth.sessionId });
        return ok(null, { message: 'You have been logged out of all other devices.' });
      }
      await revokeSession({ db, sessionId: auth.sessionId });
      return ok(null, { message: 'You have been logged out.' });
    },
  );

  app.post(
    '/user-confirm',
    { schema: { tags, body: ZTokenBody }, config: limit(app, 20, '1 minute') },
    async (req) => {
      const data = await confirmEmail({ db, token: req.body.token });
      return ok(data, { message: 'Your e-mail address is verified. You can log in now.' });
    },
  );
  app.post(
    '/resend-confirmation',
    {
      schema: { tags, body: ZEmailBody, response: { 200: ZMessageResponse } },
      config: limit(app, 5, '10 minutes'),
    },
    async (req) => {
      await resendConfirmation({ db, publicUrl, email: req.body.email });
      return ok(null, { message: SENT });
    },
  );
  app.get(
    '/validate-token',
    {
      schema: { tags, querystring: ZTokenQuery, response: { 200: ZMessageResponse } },
      config: limit(app, 30, '1 minute'),
    },
    async (req) => {
      await validateEmailToken({ db, token: req.query.token });
      return ok(null, { message: 'The link is valid.' });
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { tags, body: ZEmailBody, response: { 200: ZMessageResponse } },
      config: limit(app, 5, '10 minutes'),
    },
    async (req) => {
      await forgotPassword({ db, publicUrl, email: req.body.email });
      return ok(null, { message: SENT });
    },
  );
  app.post(
    '/verify-reset-token',
    {
      schema: { tags, body: ZTokenBody, response: { 200: ZMessageResponse } },
      config: limit(app, 30, '1 minute'),
    },
    async (req) => {
      await verifyResetToken({ db, token: req.body.token });
      return ok(null, { message: 'The link is valid. Choose a new password.' });
    },
  );
  app.post(
    '/new-password',
    {
      schema: { tags, body: ZNewPasswordBody, response: { 200: ZMessageResponse } },
      config: limit(app, 10, '10 minutes'),
    },
    async (req) => {
      await resetPassword({ db, body: req.body });
      return ok(null, { message: 'Your password has been changed. Log in with the new one.' });
    },
  );
  app.post(
    '/change-password',
    {
      schema: { tags, body: ZChangePasswordBody, response: { 200: ZMessageResponse } },
      config: limit(app, 10, '10 minutes'),
      ...authed,
    },
    async (req) => {
      const auth = authOf(req);
      await changePassword({ db, userId: auth.user.id, sessionId: auth.sessionId, body: req.body });
      return ok(null, { message: 'Your password has been changed. Other devices have been logged out.' });
    },
  );

  app.get(
    '/user-profile',
    { schema: { tags, response: { 200: ZProfileResponse } }, ...authed },
    async (req) => ok({ profile: await getProfile({ db, userId: authOf(req).user.id }) }),
  );
  app.post(
    '/user-profile',
    { schema: { tags, body: ZUpdateProfileBody, response: { 200: ZProfileResponse } }, ...authed },
    async (req) => {
      const profile = await updateProfile({ db, userId: authOf(req).user.id, body: req.body });
      return ok({ profile }, { message: 'Your profile has been updated.' });
    },
  );
}
