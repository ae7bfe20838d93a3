import { describe, expect } from 'vitest';
import { sellerDocuments } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { pruneUnsentDocuments, UNSENT_DOCUMENT_KEEP_HOURS } from './prune.ts';
import { choices, client, validApplication } from './test-kit.ts';

describe('unsent documents', () => {
  it('are deleted a day after upload; documents sent with an application stay', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const body = await validApplication(me.headers, c);
    expect((await client.post('/api/V2/seller-applications', body, me.headers)).statusCode).toBe(201);
    await validApplication(me.headers, c); // uploads one more, never sent
    expect(await t.db.select().from(sellerDocuments)).toHaveLength(2);
    const later = new Date(clock.now().getTime() + (UNSENT_DOCUMENT_KEEP_HOURS + 1) * 3_600_000);
    expect(await pruneUnsentDocuments({ db: t.db, now: later })).toBe(1);
    const left = await t.db.select({ id: sellerDocuments.id }).from(sellerDocuments);
    expect(left.map((d) => d.id)).toEqual(body.documentIds);
  });

  it('two submits at once leave one application', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const [a, b] = await Promise.all([
      validApplication(me.headers, c).then((x) => client.post('/api/V2/seller-applications', x, me.headers)),
      validApplication(me.headers, c).then((x) => client.post('/api/V2/seller-applications', x, me.headers)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});
