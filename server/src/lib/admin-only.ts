import { m } from '@upahar/contract/messages';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * Access guard for admin tools, `route(..., { guard: adminOnly })`: the endpoint's staff check
 * has already answered 401 or let a seller or admin through; a seller stops here with 403.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'admin') throw forbidden(m.errors_accounts_admins_only());
}
