import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, twinAddress } from '../lib/language.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language switch in the header and the phone's menu links here: the choice is remembered
 * in a cookie for a year and the visitor goes on to the same page in that language. A plain link,
 * so it works before the page's scripts have loaded.
 */
export async function languageSwitchRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/language/:locale',
    {
      schema: {
        hide: true,
        params: z.object({ locale: z.enum(['en', 'ne']) }),
        querystring: z.object({ next: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const { next } = request.query;
      const target = twinAddress(next ?? '/', locale);
      if (!target)
        return reply
          .status(400)
          .send({ status: 'error', message: 'Only a page of this shop can follow the language switch' });
      const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .status(303)
        .header(
          'set-cookie',
          `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`,
        )
        .header('cache-control', 'no-store')
        .header('location', target)
        .send();
    },
  );
}
