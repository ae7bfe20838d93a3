import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { type CreateUserInput, createUser } from '../db/factories/users.ts';

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
