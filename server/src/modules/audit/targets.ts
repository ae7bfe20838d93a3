import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { blogPosts } from '../blog/tables.ts';
import { campaigns } from '../campaigns/tables.ts';
import { jobApplications, vacancies } from '../careers/tables.ts';
import { products, stores } from '../catalog/tables.ts';
import { coupons } from '../coupons/tables.ts';
import { orderParts } from '../orders/tables.ts';
import { sellerApplications } from '../sellers/tables.ts';
import { supportTickets } from '../support/tables.ts';

// The thing a dashboard write was about, by its name: "Annapurna Bakers" rather than a store's
// id. The kind follows from the address's first part (/stores/:id…); each kind present on a page
// is looked up once for all its ids, so a page costs a handful of queries whatever its length.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT = /^\d{1,9}$/;

type Kind = {
  /** What the thing is, in words, shown before its name. */
  noun: string;
  /** Which ids the table's key can hold: a malformed one (in a refused write) is never looked up. */
  key: RegExp;
  names: (db: Db, ids: string[]) => Promise<{ id: string; name: string }[]>;
};

const byName =
  <T extends PgTable & { id: PgColumn }>(table: T, name: PgColumn) =>
  async (db: Db, ids: string[]) =>
    (
      await db
        .select({ id: table.id, name })
        .from(table as PgTable)
        .where(inArray(table.id, ids))
    ).map((r) => ({
      id: String(r.id),
      name: String(r.name),
    }));

const KINDS: Record<string, Kind> = {
  stores: { noun: 'store', key: INT, names: byName(stores, stores.name) },
  products: { noun: 'product', key: UUID, names: byName(products, products.name) },
  cakes: { noun: 'cake', key: UUID, names: byName(products, products.name) },
  accounts: { noun: 'account', key: UUID, names: byName(users, users.name) },
  orders: { noun: 'order', key: UUID, names: byName(orderParts, orderParts.number) },
  applications: {
    noun: 'application to sell',
    key: UUID,
    names: byName(sellerApplications, sellerApplications.businessName),
  },
  coupons: { noun: 'coupon', key: INT, names: byName(coupons, coupons.code) },
  campaigns: { noun: 'campaign', key: INT, names: byName(campaigns, campaigns.name) },
  vacancies: { noun: 'vacancy', key: INT, names: byName(vacancies, vacancies.title) },
  posts: { noun: 'blog post', key: UUID, names: byName(blogPosts, blogPosts.title) },
  tickets: { noun: 'support ticket', key: UUID, names: byName(supportTickets, supportTickets.subject) },
  'job-applications': {
    noun: 'job application',
    key: UUID,
    // The applicant and the job: "Sita Shrestha — Delivery Rider".
    names: (db, ids) =>
      db
        .select({ id: jobApplications.id, name: jobApplications.name, job: vacancies.title })
        .from(jobApplications)
        .leftJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
        .where(inArray(jobApplications.id, ids))
        .then((rows) => rows.map((r) => ({ id: r.id, name: r.job ? `${r.name} — ${r.job}` : r.name }))),
  },
};

/** The kind of thing a dashboard route is about: its first part, or the second under /blog. */
export function kindOf(route: string): string | null {
  const parts = route.replace(/^\/api\/dashboard\/v1\//, '').split('/');
  const kind = parts[0] === 'blog' ? parts[1] : parts[0];
  // Only an address whose next part is the id names a thing: /stores/:storeId/profile does,
  // /blog/preview does not.
  const next = parts[0] === 'blog' ? parts[2] : parts[1];
  return kind in KINDS && next?.startsWith(':') ? kind : null;
}

export type Target = { kind: string; name: string };

/** The named target of each entry (by index), or null where the thing is unknown or gone. */
export async function targetNames(
  db: Db,
  entries: { route: string; targetId: string | null }[],
): Promise<(Target | null)[]> {
  const wanted = new Map<string, Set<string>>();
  for (const e of entries) {
    const kind = kindOf(e.route);
    if (!kind || !e.targetId || !KINDS[kind].key.test(e.targetId)) continue;
    wanted.set(kind, (wanted.get(kind) ?? new Set()).add(e.targetId));
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const row of await KINDS[kind].names(db, [...ids])) found.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return entries.map((e) => {
    const kind = kindOf(e.route);
    if (!kind || !e.targetId) return null;
    const name = found.get(`${kind}:${e.targetId}`);
    return name ? { kind: KINDS[kind].noun, name } : null;
  });
}
