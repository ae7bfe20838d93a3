import * as clock from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';

let seq = 0;
const unique = () =>
  `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type CreateUserInput = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & {
  password?: string;
  verified?: boolean;
};

export const DEFAULT_TEST_PASSWORD = 'momo-and-sel-roti';

// argon2 is slow on purpose; tests that make a hundred users reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

/** A user with a known password; verified unless `verified: false`. */
export async function createUser(db: DbOrTx, input: CreateUserInput = {}) {
  const id = unique();
  const { password = DEFAULT_TEST_PASSWORD, verified = true, ...rest } = input;
  const rows = await db
    .insert(users)
    .values({
      name: 'Sita Shrestha',
      username: `user_${id}`,
      email: `user.${id}@example.com`,
      phone: '9841000000',
      emailVerifiedAt: verified ? clock.now() : null,
      ...rest,
      passwordHash: await hashOnce(password),
    })
    .returning();
  return { ...rows[0], password };
}
