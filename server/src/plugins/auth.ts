import { m } from '@upahar/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { type AuthContext, findSession } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Access check: 401 unless a valid bearer token came with the request. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Access check: sets request.auth when a bearer token came; 401 only if that token is dead. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** Access check: 401 without a session, 403 unless the user is a seller or an admin. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const auth = await findSession({ db: app.database.db, token });
    if (!auth) throw unauthorized(m.errors_accounts_session_expired());
    request.auth = auth;
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const auth = await findSession({ db: app.database.db, token });
    // A dead token is a 401 so the client clears it and sends the user to /login, never a silent guest.
    if (!auth) throw unauthorized(m.errors_accounts_session_expired());
    request.auth = auth;
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.requireUser(request);
    const role = request.auth?.user.role;
    if (role !== 'seller' && role !== 'admin') throw forbidden(m.errors_accounts_staff_only());
  });
});

/** The authenticated context inside a handler guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
