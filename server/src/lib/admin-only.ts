import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * preHandler for admin tools: the endpoint's staff check has already answered 401 or let a seller
 * or admin through; a seller stops here with 403.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'admin') throw forbidden('Only admins can do that');
}
