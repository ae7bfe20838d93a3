import type { ZSellerApplicationBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sellerApplications, sellerDocuments } from '../../db/schema/sellers.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { categories, stores } from '../catalog/tables.ts';
import { deliveryLocations } from '../delivery/tables.ts';
import { mailSubmitted } from './mails.ts';
import { loadApplications } from './reads.ts';

type Body = z.output<typeof ZSellerApplicationBody>;
type Applicant = { id: string; name: string; email: string };

const bad = (field: string, message: string) =>
  new AppError('bad_input', message, 400, { [field]: [message] });

/** What the form chooses from: active delivery locations and the top-level and child categories. */
export async function formOptions(db: Db) {
  const [locations, cats] = await Promise.all([
    db
      .select({
        id: deliveryLocations.id,
        name: deliveryLocations.name,
        district: deliveryLocations.district,
      })
      .from(deliveryLocations)
      .where(eq(deliveryLocations.isActive, true))
      .orderBy(asc(deliveryLocations.sortOrder), asc(deliveryLocations.name)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  return { locations, categories: cats };
}

/** Every id must name something that exists; the documents must be the applicant's own. */
async function checkChoices(tx: DbOrTx, userId: string, body: Body, applicationId: string | null) {
  const locs = await tx
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(and(inArray(deliveryLocations.id, body.locationIds), eq(deliveryLocations.isActive, true)));
  if (locs.length !== body.locationIds.length)
    throw bad('locationIds', 'Choose delivery locations from the list');
  const cats = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, body.categoryIds));
  if (cats.length !== body.categoryIds.length) throw bad('categoryIds', 'Choose categories from the list');
  const mine = applicationId
    ? or(isNull(sellerDocuments.applicationId), eq(sellerDocuments.applicationId, applicationId))
    : isNull(sellerDocuments.applicationId);
  const docs = await tx
    .select({ id: sellerDocuments.id })
    .from(sellerDocuments)
    .where(and(inArray(sellerDocuments.id, body.documentIds), eq(sellerDocuments.userId, userId), mine));
  if (docs.length !== body.documentIds.length)
    throw bad('documentIds', 'One of the documents was not found. Upload it again.');
}

const fields = (body: Body) => ({
  businessName: body.businessName,
  panNumber: body.panNumber,
  phone: body.phone,
  address: body.address,
  district: body.district,
  locationIds: body.locationIds,
  categoryIds: body.categoryIds,
});

/** The applicant's documents become these: new ones are attached, dropped ones deleted. */
async function attachDocuments(tx: DbOrTx, applicationId: string, documentIds: string[]) {
  await tx
    .delete(sellerDocuments)
    .where(
      and(eq(sellerDocuments.applicationId, applicationId), notInArray(sellerDocuments.id, documentIds)),
    );
  await tx.update(sellerDocuments).set({ applicationId }).where(inArray(sellerDocuments.id, documentIds));
}

const isUniqueViolation = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: unknown };
  return x?.code === '23505' || (x?.cause !== undefined && isUniqueViolation(x.cause));
};

export async function submitApplication(o: { db: Db; user: Applicant; body: Body; publicUrl: string }) {
  const { db, user, body } = o;
  const id = await db
    .transaction(async (tx) => {
      const [open] = await tx
        .select({ id: sellerApplications.id })
        .from(sellerApplications)
        .where(
          and(
            eq(sellerApplications.userId, user.id),
            inArray(sellerApplications.status, ['submitted', 'needs_changes']),
          ),
        )
        .limit(1);
      if (open) throw new AppError('application_open', m.errors_sellers_application_open(), 409);
      await checkChoices(tx, user.id, body, null);
      const [row] = await tx
        .insert(sellerApplications)
        .values({ userId: user.id, ...fields(body) })
        .returning({ id: sellerApplications.id });
      await attachDocuments(tx, row.id, body.documentIds);
      await mailSubmitted(tx, user, body.businessName, o.publicUrl);
      return row.id;
    })
    .catch((e) => {
      // Two submits at once: the one-open-application index refuses the second.
      if (isUniqueViolation(e))
        throw new AppError('application_open', m.errors_sellers_application_open(), 409);
      throw e;
    });
  return getOwnApplication({ db, userId: user.id, id });
}

/** After the admins asked for changes: the edited application goes back to them. */
export async function resubmitApplication(o: {
  db: Db;
  user: Applicant;
  id: string;
  body: Body;
  publicUrl: string;
}) {
  const { db, user, body } = o;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: sellerApplications.status })
      .from(sellerApplications)
      .where(and(eq(sellerApplications.id, o.id), eq(sellerApplications.userId, user.id)))
      .for('update');
    if (!row) throw notFound(m.errors_not_found_application);
    if (row.status !== 'needs_changes')
      throw new AppError('not_editable', m.errors_sellers_application_not_editable(), 409);
    await checkChoices(tx, user.id, body, o.id);
    await tx
      .update(sellerApplications)
      .set({ ...fields(body), status: 'submitted', updatedAt: sql`now()` })
      .where(eq(sellerApplications.id, o.id));
    await attachDocuments(tx, o.id, body.documentIds);
    await mailSubmitted(tx, user, body.businessName, o.publicUrl);
  });
  return getOwnApplication({ db, userId: user.id, id: o.id });
}

/** Someone else's application answers 404, as if it were not there. */
export async function getOwnApplication(o: { db: DbOrTx; userId: string; id: string }) {
  const [app] = await loadApplications(
    o.db,
    and(eq(sellerApplications.id, o.id), eq(sellerApplications.userId, o.userId)),
  );
  if (!app) throw notFound(m.errors_not_found_application);
  return app;
}

export async function myBusinesses(o: { db: Db; userId: string }) {
  const [owned, applications] = await Promise.all([
    o.db
      .select({
        id: stores.id,
        slug: stores.slug,
        name: stores.name,
        city: stores.city,
        district: stores.district,
        isActive: stores.isActive,
      })
      .from(stores)
      .where(eq(stores.ownerUserId, o.userId))
      .orderBy(asc(stores.name)),
    loadApplications(o.db, eq(sellerApplications.userId, o.userId)),
  ]);
  return { stores: owned, applications };
}
