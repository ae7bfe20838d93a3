import { updateEmail, updatePhone, verifyEmail, verifyPhone } from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { answerPrivately } from '../../lib/private-answers.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { askEmailChange, askPhoneChange, confirmEmailChange, confirmPhoneChange } from './contact-change.ts';

/** update-email, verify-email, update-phone, verify-phone: a new address or number, proven first. */
export async function contactChangeRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const publicUrl = app.config.publicUrl;
  answerPrivately(app);
  // Each ask sends a mail or a text; each check is a guess at a token or a code.
  const asks = { config: limit(app, 5, '10 minutes') };
  const checks = { config: limit(app, 20, '10 minutes') };

  route(
    app,
    updateEmail,
    async (req) => {
      const pending = await askEmailChange({
        db,
        userId: authOf(req).user.id,
        ...req.body,
        publicUrl,
        env: app.config.env,
      });
      return ok(pending, {
        message: `We sent a link to ${pending.value}. Your e-mail stays the same until you open it.`,
      });
    },
    asks,
  );

  route(
    app,
    verifyEmail,
    async (req) =>
      ok(
        { profile: await confirmEmailChange({ db, token: req.body.token }) },
        { message: 'Your e-mail address is changed' },
      ),
    checks,
  );

  route(
    app,
    updatePhone,
    async (req) => {
      const pending = await askPhoneChange({ db, userId: authOf(req).user.id, phone: req.body.phone });
      return ok(pending, {
        message: `We texted a code to ${pending.value}. Enter it to make it your number.`,
      });
    },
    asks,
  );

  route(
    app,
    verifyPhone,
    async (req) =>
      ok(
        { profile: await confirmPhoneChange({ db, userId: authOf(req).user.id, code: req.body.code }) },
        { message: 'Your phone number is proven and saved' },
      ),
    checks,
  );
}
