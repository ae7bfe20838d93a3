import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../../db/schema/audit.ts';
import { storable } from '../../lib/storable-text.ts';
import { runAudited } from './context.ts';
import { redact } from './redact.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The id a write was about: the route's `id` param, else its first param. */
function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = params.id ?? Object.values(params)[0];
  return value === undefined || value === null ? null : storable(String(value));
}

function entryOf(request: FastifyRequest, status: number | null) {
  const user = request.auth?.user ?? null;
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  return {
    requestId: request.id,
    userId: user?.id ?? null,
    role: user?.role ?? null,
    action: request.routeOptions.config?.endpoint?.id ?? `${request.method} ${route}`,
    method: request.method,
    route: storable(route),
    targetId: targetOf(request),
    body: request.body === undefined ? null : redact(request.body),
    status,
  };
}

/**
 * Records every write to the dashboard API, refused ones too (a seller's 403 on an admin action
 * is worth seeing). A write that reaches its handler has its entry stored first: if that fails,
 * the handler never runs, so nothing changes without an entry. Once the answer has gone out the
 * entry gets its status, or is written then for a write refused before its handler. Register it
 * first in the dashboard scope; it is not encapsulated, so its hooks cover that scope's routes.
 */
export const auditHooks = fp(async (app: FastifyInstance) => {
  const db = app.database.db;
  app.addHook('onRequest', (request, reply, done) => {
    if (READS.has(request.method)) return done();
    // Queued now, run once the answer has gone out: by then the user, the parsed body and the
    // final status are all known, and the update costs the answer nothing.
    app.afterAnswer.run(reply, async () => {
      const entry = entryOf(request, reply.statusCode);
      await db
        .insert(auditLog)
        .values(entry)
        .onConflictDoUpdate({ target: auditLog.requestId, set: { status: entry.status } });
    });
    done();
  });
  // After the access check and the input's validation, just before the handler. The audit
  // context opens here too, after the body is parsed: parsing runs on the socket's events, which
  // would leave a context opened earlier behind.
  app.addHook('preHandler', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    db.insert(auditLog)
      .values(entryOf(request, null))
      .then(
        () => runAudited(request.id, () => done()),
        (err: Error) => done(err),
      );
  });
});
