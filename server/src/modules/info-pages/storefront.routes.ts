import {
  getAboutUs,
  getContactUs,
  getFaq,
  getHomeContactUs,
  getPrivacyPolicy,
  getRefundPolicy,
  getTermsConditions,
  sendFeedback,
} from '@upahar/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { CONTENT_CACHE, sendCached } from '../content/index.ts';
import { recordFeedback } from './feedback.ts';
import { contactPageJson, faqPageJson, textPageJson } from './pages.ts';

export async function infoPageRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  const textPages = [
    [getAboutUs, 'about'],
    [getTermsConditions, 'terms'],
    [getPrivacyPolicy, 'privacy'],
    [getRefundPolicy, 'refund'],
  ] as const;
  for (const [endpoint, key] of textPages) {
    route(app, endpoint, async (req, reply) =>
      sendCached(
        req,
        reply,
        await textPageJson({ db: db(), key, locale: requestLocale(req.headers) }),
        CONTENT_CACHE,
      ),
    );
  }

  route(app, getFaq, async (req, reply) =>
    sendCached(
      req,
      reply,
      await faqPageJson({ db: db(), locale: requestLocale(req.headers) }),
      CONTENT_CACHE,
    ),
  );

  for (const endpoint of [getContactUs, getHomeContactUs]) {
    route(app, endpoint, async (req, reply) =>
      sendCached(
        req,
        reply,
        await contactPageJson({ db: db(), locale: requestLocale(req.headers) }),
        CONTENT_CACHE,
      ),
    );
  }

  route(
    app,
    sendFeedback,
    async (req) => {
      await recordFeedback({
        db: db(),
        userId: req.auth?.user.id ?? null,
        body: req.body,
        publicUrl: app.config.publicUrl,
      });
      return ok(null, {
        message: 'Thank you! Our team reads every message and answers within one working day.',
      });
    },
    { config: limit(app, 5, '10 minutes') },
  );
}
