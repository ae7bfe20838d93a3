import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { authRoutes } from './modules/auth/store.routes.ts';
import { contentRoutes } from './modules/content/store.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export type App = FastifyInstance;

/** Builds the whole app: plugins, then modules. Never listens (ARCHITECTURE 2). */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // No tokens or passwords in logs (ARCHITECTURE 3).
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.env === 'production' ? {} : { transport: undefined }),
          },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(
    async (v2) => {
      await v2.register(authRoutes);
      await v2.register(contentRoutes);
    },
    { prefix: '/api/V2' },
  );
  if (config.env !== 'production') await app.register(mailboxRoutes);
  if (config.webBuildDir) await app.register(ssrPlugin, { buildDir: config.webBuildDir });

  return app;
}
