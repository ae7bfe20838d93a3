import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { type CreateUserInput, createUser } from '../db/factories/users.ts';
import { createSession } from '../modules/auth/index.ts';

/** Creates a user and logs in through the real endpoint; returns the user and bearer headers. */
export async function loginAs(app: FastifyInstance, db: DbOrTx, input: CreateUserInput = {}) {
  const user = await createUser(db, input);
  const res = await app.inject({
    method: 'POST',
    url: '/api/V2/login/user',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`loginAs failed: ${res.statusCode} ${res.payload}`);
  const token = res.json().data.token as string;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A user with a session made directly (no password hashing or login request): for tests that
 * need many users at once, e.g. 100 parallel checkouts.
 */
export async function quickUser(db: DbOrTx, input: CreateUserInput = {}) {
  const user = await createUser(db, input);
  const token = await createSession({ db, userId: user.id, days: 1 });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
