import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { answerSerializerCompiler } from './lib/answer-serializer.ts';
import { logMethod, redactUrl } from './lib/log-hooks.ts';
import { WriteBehind } from './lib/write-behind.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { auditDashboardRoutes, auditHooks } from './modules/audit/index.ts';
import { accountDashboardRoutes, authRoutes, contactChangeRoutes } from './modules/auth/index.ts';
import { bannerDashboardRoutes, bannerRoutes } from './modules/banners/index.ts';
import { blogDashboardRoutes, blogFeedRoutes, blogRoutes } from './modules/blog/index.ts';
import { cakeDashboardRoutes, cakeRoutes } from './modules/cake/index.ts';
import { campaignDashboardRoutes, campaignRoutes } from './modules/campaigns/index.ts';
import { cancellationDashboardRoutes } from './modules/cancellations/index.ts';
import { careerDashboardRoutes, careerRoutes } from './modules/careers/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogRoutes, seoRoutes, storeDashboardRoutes } from './modules/catalog/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { communityDashboardRoutes, communityRoutes } from './modules/community/index.ts';
import { connectionRoutes } from './modules/connections/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { contestDashboardRoutes, contestRoutes } from './modules/contests/index.ts';
import { couponDashboardRoutes } from './modules/coupons/index.ts';
import { deliveryDashboardRoutes, deliveryRoutes } from './modules/delivery/index.ts';
import { earningsDashboardRoutes } from './modules/earnings/index.ts';
import { festivalDashboardRoutes, festivalRoutes } from './modules/festivals/index.ts';
import { type Bucket, openBucket } from './modules/files/index.ts';
import { followRoutes } from './modules/follows/index.ts';
import { gameDashboardRoutes, gameRoutes } from './modules/games/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { influencerDashboardRoutes, influencerRoutes } from './modules/influencers/index.ts';
import { infoPageDashboardRoutes, infoPageRoutes } from './modules/info-pages/index.ts';
import { mailboxRoutes, outboxDashboardRoutes } from './modules/mail/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { orderDashboardRoutes, orderRoutes, refundDashboardRoutes } from './modules/orders/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { cakePhotoRoutes } from './modules/photos/index.ts';
import { prizeDashboardRoutes, prizeRoutes } from './modules/prizes/index.ts';
import { profileRoutes } from './modules/profiles/index.ts';
import { quizDashboardRoutes, quizRoutes } from './modules/quizzes/index.ts';
import {
  reminderDashboardRoutes,
  reminderOneClickRoutes,
  reminderRoutes,
} from './modules/reminders/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { sellerCatalogRoutes } from './modules/seller-catalog/index.ts';
import { sellerDashboardRoutes, sellerRoutes } from './modules/sellers/index.ts';
import {
  storeInvitationRoutes,
  storeProfileDashboardRoutes,
  storeTeamDashboardRoutes,
} from './modules/stores/index.ts';
import { supportDashboardRoutes, supportTicketRoutes } from './modules/support/index.ts';
import {
  testLoginRoutes,
  testOutboxRoutes,
  testPrizeRoutes,
  testReminderRoutes,
  testSlowRoutes,
} from './modules/test-support/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import { wordDashboardRoutes } from './modules/words/index.ts';
import { admissionPlugin } from './plugins/admission.ts';
import { afterAnswerPlugin } from './plugins/after-answer.ts';
import { authPlugin } from './plugins/auth.ts';
import { cacheBusPlugin } from './plugins/cache-bus.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { storableTextPlugin } from './plugins/storable-text.ts';
import { SITEMAP_SOURCES } from './sitemap-sources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Counts held in memory and written in batches; see lib/write-behind.ts. */
    writeBehind: WriteBehind;
    /** Where new uploads' bytes go; null keeps them in the database (no S3_ settings). */
    bucket: Bucket | null;
  }
}

/** Builds the whole app: plugins, then modules. Never listens, so tests can call it with inject. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // No tokens or passwords in logs.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            hooks: { logMethod },
            ...(config.env === 'production' ? {} : { transport: undefined }),
          },
    trustProxy: config.trustProxy,
    // Our own one-line-per-request hook below replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    // On close, connections with no request running are closed at once, the others once their
    // answer is sent (the health module's shutdown): a quiet keep-alive connection must not hold
    // the close up, and a running request must not be cut off.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their contract in development and tests; production only keeps
  // the fields the contract names (lib/answer-serializer.ts).
  app.setSerializerCompiler(answerSerializerCompiler(config.env !== 'production'));
  app.decorate('config', config);
  app.decorate('database', database);
  const writeBehind = new WriteBehind();
  app.decorate('writeBehind', writeBehind);
  app.addHook('onClose', () =>
    writeBehind.flushAll((b, err) => app.log.warn({ err }, `writing ${b.name} failed`)),
  );
  const bucket = config.bucket ? await openBucket(config.bucket, app.log) : null;
  app.decorate('bucket', bucket);

  // One log line per request with its id; in-process calls made while
  // rendering a page are part of that page's request and stay quiet.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.headers['x-upahar-internal']) return done();
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  // First: everything after it, errors included, writes in the request's language.
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Before every route, which it counts as each is registered; before the response cache, which
  // counts the hits it answers through it.
  await app.register(metricsPlugin);
  // Before the response cache, which passes its invalidations on through it.
  await app.register(cacheBusPlugin);
  await app.register(compressionPlugin);
  // Hook order matters here. The shared cache answers a hit as soon as Node hands the request
  // over, before Fastify, or else (requests through a proxy, in-process calls) in the first
  // onRequest hook; either way a hit skips everything registered after it (admission control,
  // rate limits, parsing, rendering) and is served even when the server is turning renders away,
  // so it must stay before any plugin that may refuse or delay a request. It comes after
  // compression so that it stores the bytes compression produced.
  await app.register(responseCachePlugin, config.responseCache);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(afterAnswerPlugin);
  // After that plugin's own hook, which waits for work still deleting objects.
  app.addHook('onClose', async () => bucket?.close());
  await app.register(authPlugin);
  await app.register(storableTextPlugin);
  // Admission control is a preParsing hook: it comes after every onRequest hook (cache hits are
  // already answered) and before any route's access check (session lookups, also preParsing), so
  // a refused request costs no query. Health checks and static files never queue.
  await app.register(admissionPlugin);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(uploadRoutes);
  await app.register(seoRoutes, { more: SITEMAP_SOURCES });
  await app.register(blogFeedRoutes);
  await app.register(reminderOneClickRoutes);
  await app.register(
    async (v2) => {
      await v2.register(authRoutes);
      await v2.register(contactChangeRoutes);
      await v2.register(contentRoutes);
      await v2.register(blogRoutes);
      await v2.register(infoPageRoutes);
      await v2.register(catalogRoutes);
      await v2.register(communityRoutes);
      await v2.register(connectionRoutes);
      await v2.register(profileRoutes);
      await v2.register(cakeRoutes);
      await v2.register(deliveryRoutes);
      await v2.register(searchRoutes);
      await v2.register(cartRoutes);
      await v2.register(cakePhotoRoutes);
      await v2.register(wishlistRoutes);
      await v2.register(followRoutes);
      await v2.register(addressRoutes);
      await v2.register(checkoutRoutes);
      await v2.register(orderRoutes);
      await v2.register(paymentRoutes);
      await v2.register(storeInvitationRoutes);
      await v2.register(sellerRoutes);
      await v2.register(careerRoutes);
      await v2.register(influencerRoutes);
      await v2.register(supportTicketRoutes);
      await v2.register(prizeRoutes);
      await v2.register(campaignRoutes);
      await v2.register(festivalRoutes);
      await v2.register(reminderRoutes);
      await v2.register(quizRoutes);
      await v2.register(bannerRoutes);
      await v2.register(gameRoutes);
      await v2.register(contestRoutes);
    },
    { prefix: '/api/V2' },
  );
  await app.register(
    async (dashboard) => {
      // First, so every dashboard write is recorded, refused ones included.
      await dashboard.register(auditHooks);
      await dashboard.register(orderDashboardRoutes);
      await dashboard.register(refundDashboardRoutes);
      await dashboard.register(cancellationDashboardRoutes);
      await dashboard.register(cakeDashboardRoutes);
      await dashboard.register(storeTeamDashboardRoutes);
      await dashboard.register(storeProfileDashboardRoutes);
      await dashboard.register(couponDashboardRoutes);
      await dashboard.register(deliveryDashboardRoutes);
      await dashboard.register(sellerDashboardRoutes);
      await dashboard.register(careerDashboardRoutes);
      await dashboard.register(influencerDashboardRoutes);
      await dashboard.register(sellerCatalogRoutes);
      await dashboard.register(auditDashboardRoutes);
      await dashboard.register(outboxDashboardRoutes);
      await dashboard.register(earningsDashboardRoutes);
      await dashboard.register(communityDashboardRoutes);
      await dashboard.register(storeDashboardRoutes);
      await dashboard.register(accountDashboardRoutes);
      await dashboard.register(blogDashboardRoutes);
      await dashboard.register(infoPageDashboardRoutes);
      await dashboard.register(supportDashboardRoutes);
      await dashboard.register(prizeDashboardRoutes);
      await dashboard.register(campaignDashboardRoutes);
      await dashboard.register(festivalDashboardRoutes);
      await dashboard.register(reminderDashboardRoutes);
      await dashboard.register(quizDashboardRoutes);
      await dashboard.register(bannerDashboardRoutes);
      await dashboard.register(gameDashboardRoutes);
      await dashboard.register(contestDashboardRoutes);
      await dashboard.register(wordDashboardRoutes);
    },
    { prefix: '/api/dashboard/v1' },
  );
  if (config.env !== 'production') await app.register(mailboxRoutes);
  // Logs browser tests in without the mailbox; a session for any account, so tests only.
  if (config.env === 'test') await app.register(testLoginRoutes);
  if (config.env === 'test') await app.register(testPrizeRoutes);
  if (config.env === 'test') await app.register(testOutboxRoutes);
  if (config.env === 'test') await app.register(testReminderRoutes);
  if (config.env === 'test') await app.register(testSlowRoutes);
  if (config.webBuildDir) await app.register(ssrPlugin, { buildDir: config.webBuildDir });

  return app;
}
