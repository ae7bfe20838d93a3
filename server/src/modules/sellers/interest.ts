import type { ZSellerInterestBody } from '@upahar/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sellerInterests } from '../../db/schema/index.ts';
import { mailInterest } from './mails.ts';

/** Keeps the message and tells the admins, in one transaction. */
export async function recordInterest(o: {
  db: Db;
  userId: string | null;
  body: z.output<typeof ZSellerInterestBody>;
}) {
  await o.db.transaction(async (tx) => {
    await tx.insert(sellerInterests).values({ ...o.body, userId: o.userId });
    await mailInterest(tx, o.body);
  });
}
