import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { insertLegacyStore, insertLegacyUser, migrationsBefore } from './migration-testing.ts';

// CVs already sent with an application become their owners' to reuse; follows of one's own store
// (as its owner or on its team) and reactions to one's own influencer profile are deleted, since
// they would count the store's or the influencer's own people. It runs on its own database.

const TAG = '0040_reusable-cvs';

let client: PGlite | undefined;
let older: string | undefined;

afterAll(async () => {
  await client?.close();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it('keeps sent CVs, and deletes self-follows and self-reactions only', async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzle(client);
    older = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: older });
    const c = client;
    const one = async <T>(sql: string, params: unknown[]) => (await c.query<T>(sql, params)).rows[0];

    const [owner, packer, fan, influencer] = [
      await insertLegacyUser(c),
      await insertLegacyUser(c),
      await insertLegacyUser(c),
      await insertLegacyUser(c),
    ];
    const store = await insertLegacyStore(c);
    await c.query('update stores set owner_user_id = $1 where id = $2', [owner.id, store.id]);
    await c.query(`insert into store_staff (store_id, user_id, role) values ($1, $2, 'packer')`, [
      store.id,
      packer.id,
    ]);
    for (const who of [owner, packer, fan])
      await c.query('insert into store_follows (user_id, store_id) values ($1, $2)', [who.id, store.id]);
    const profile = await one<{ id: string }>(
      `insert into influencers (user_id, handle, bio) values ($1, 'self.fan', 'Bakes') returning id`,
      [influencer.id],
    );
    for (const who of [influencer, fan])
      await c.query(
        `insert into influencer_reactions (user_id, influencer_id, kind) values ($1, $2, 'love')`,
        [who.id, profile.id],
      );
    const cv = (name: string) =>
      one<{ id: string }>(
        `insert into career_cvs (user_id, file_name, content_type, size, bytes)
         values ($1, $2, 'application/pdf', 5, '\\x25504446'::bytea) returning id`,
        [fan.id, name],
      );
    const [sent, unsent] = [await cv('sent.pdf'), await cv('unsent.pdf')];
    const vacancy = await one<{ id: number }>(
      `insert into vacancies (title, department, location, employment_type, description, closing_date)
       values ('Rider', 'delivery', 'lalitpur', 'full_time', 'Ride', '2030-01-01') returning id`,
      [],
    );
    await c.query(
      `insert into job_applications (vacancy_id, user_id, name, email, phone, cover_letter, cv_id)
       values ($1, $2, 'Fan', 'fan@example.com', '9841234567', 'I ride well', $3)`,
      [vacancy.id, fan.id, sent.id],
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });
    const follows = await c.query<{ user_id: string }>('select user_id from store_follows');
    expect(follows.rows.map((r) => r.user_id)).toEqual([fan.id]);
    const reactions = await c.query<{ user_id: string }>('select user_id from influencer_reactions');
    expect(reactions.rows.map((r) => r.user_id)).toEqual([fan.id]);
    const cvs = await c.query<{ id: string; kept: boolean }>(
      'select id, kept_at is not null as kept from career_cvs order by file_name',
    );
    expect(cvs.rows).toEqual([
      { id: sent.id, kept: true },
      { id: unsent.id, kept: false },
    ]);
  });
});
