import { APPLICATIONS_PER_PAGE, type TApplicationsQuery } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sellerApplications } from '../../db/schema/sellers.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordChange } from '../audit/index.ts';
import { makeSeller } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import { insertStore } from '../catalog/index.ts';
import { deliveryLocations } from '../delivery/tables.ts';
import { addStoreAreas } from '../stores/index.ts';
import { mailApproved, mailNeedsChanges, mailRejected } from './mails.ts';
import { loadApplications } from './reads.ts';
import { uniqueStoreSlug } from './slug.ts';

// The admins' side: a page of applications, one application, and the three decisions. Each
// decision locks the row so two admins deciding at once cannot both win.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listApplications(o: { db: Db; query: TApplicationsQuery & { page: number } }) {
  const { status, q, page } = o.query;
  const where: SQL[] = [];
  if (status) where.push(eq(sellerApplications.status, status));
  if (q) where.push(ilike(sellerApplications.businessName, `%${escapeLike(q)}%`));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    o.db
      .select({
        id: sellerApplications.id,
        status: sellerApplications.status,
        businessName: sellerApplications.businessName,
        district: sellerApplications.district,
        name: users.name,
        email: users.email,
        createdAt: sellerApplications.createdAt,
        updatedAt: sellerApplications.updatedAt,
      })
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(filter)
      .orderBy(desc(sellerApplications.updatedAt), desc(sellerApplications.id))
      .limit(APPLICATIONS_PER_PAGE)
      .offset((page - 1) * APPLICATIONS_PER_PAGE),
    o.db.select({ total: count() }).from(sellerApplications).where(filter),
  ]);
  const applications = rows.map((r) => ({
    id: r.id,
    status: r.status,
    businessName: r.businessName,
    district: r.district,
    applicant: { name: r.name, email: r.email },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { applications, total };
}

export async function getApplication(o: { db: DbOrTx; id: string }) {
  const [app] = await loadApplications(o.db, eq(sellerApplications.id, o.id));
  if (!app) throw notFound(m.errors_not_found_application);
  return app;
}

type Decision = { db: Db; id: string; adminId: string; publicUrl: string };

/** Locks a submitted application for a decision; anything else is a 409 saying why. */
async function lockSubmitted(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ app: sellerApplications, name: users.name, email: users.email, role: users.role })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(eq(sellerApplications.id, id))
    .for('update', { of: sellerApplications });
  if (!row) throw notFound(m.errors_not_found_application);
  if (row.app.status !== 'submitted') {
    const now = row.app.status === 'needs_changes' ? 'waiting for the applicant' : row.app.status;
    throw new AppError(
      'already_decided',
      `This application is ${now}; only submitted ones can be decided`,
      409,
    );
  }
  return row;
}

/** The audit log's view of an application: its state and the admin's words. */
async function recordDecision(
  tx: DbOrTx,
  before: { id: string; status: string; adminNote: string | null },
  after: { status: string; adminNote: string | null; storeId?: number },
) {
  await recordChange(tx, {
    entity: 'seller-application',
    entityId: before.id,
    before: { status: before.status, adminNote: before.adminNote },
    after,
  });
}

export async function askChanges(o: Decision & { note: string }) {
  await o.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, o.id);
    await tx
      .update(sellerApplications)
      .set({ status: 'needs_changes', adminNote: o.note, reviewedBy: o.adminId, updatedAt: sql`now()` })
      .where(eq(sellerApplications.id, o.id));
    await recordDecision(tx, row.app, { status: 'needs_changes', adminNote: o.note });
    await mailNeedsChanges(tx, row, row.app.businessName, o.note, o.publicUrl);
  });
  return getApplication(o);
}

export async function rejectApplication(o: Decision & { reason: string }) {
  await o.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, o.id);
    await tx
      .update(sellerApplications)
      .set({ status: 'rejected', adminNote: o.reason, reviewedBy: o.adminId, updatedAt: sql`now()` })
      .where(eq(sellerApplications.id, o.id));
    await recordDecision(tx, row.app, { status: 'rejected', adminNote: o.reason });
    await mailRejected(tx, row, row.app.businessName, o.reason);
  });
  return getApplication(o);
}

/** Opens the store: the applicant owns it and, if they were a customer, becomes a seller. */
export async function approveApplication(o: Decision) {
  await o.db.transaction(async (tx) => {
    const { app, ...applicant } = await lockSubmitted(tx, o.id);
    const slug = await uniqueStoreSlug(tx, app.businessName);
    const store = await insertStore(tx, {
      slug,
      name: app.businessName,
      city: app.district,
      district: app.district,
      address: app.address,
      phone: app.phone,
      email: applicant.email,
      ownerUserId: app.userId,
    });
    // The store delivers where the application said (locations since switched off are left out).
    const places = app.locationIds.length
      ? await tx
          .select({ id: deliveryLocations.id })
          .from(deliveryLocations)
          .where(and(inArray(deliveryLocations.id, app.locationIds), eq(deliveryLocations.isActive, true)))
      : [];
    await addStoreAreas(
      tx,
      store.id,
      places.map((p) => p.id),
    );
    if (applicant.role === 'customer') await makeSeller(tx, app.userId);
    await tx
      .update(sellerApplications)
      .set({
        status: 'approved',
        storeId: store.id,
        adminNote: null,
        reviewedBy: o.adminId,
        updatedAt: sql`now()`,
      })
      .where(eq(sellerApplications.id, o.id));
    await recordDecision(tx, app, { status: 'approved', adminNote: null, storeId: store.id });
    await mailApproved(tx, applicant, store, o.publicUrl);
  });
  return getApplication(o);
}
