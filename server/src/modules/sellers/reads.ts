import type { TSellerApplication } from '@upahar/contract';
import { asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellerApplications, sellerDocuments } from '../../db/schema/sellers.ts';
import { users } from '../auth/tables.ts';
import { categories, stores } from '../catalog/tables.ts';
import { deliveryLocations } from '../delivery/tables.ts';
import { toDocument } from './documents.ts';

type Row = typeof sellerApplications.$inferSelect & { applicantName: string; applicantEmail: string };

const named = (ids: number[], names: Map<number, string>) =>
  ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) ?? '' }] : []));

/** Applications matching `where`, newest first, each with its names, documents and store. */
export async function loadApplications(db: DbOrTx, where: SQL | undefined): Promise<TSellerApplication[]> {
  const rows: Row[] = await db
    .select({
      ...getTableColumns(sellerApplications),
      applicantName: users.name,
      applicantEmail: users.email,
    })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(where)
    .orderBy(desc(sellerApplications.createdAt));
  return describe(db, rows);
}

async function describe(db: DbOrTx, rows: Row[]): Promise<TSellerApplication[]> {
  if (rows.length === 0) return [];
  const locIds = [...new Set(rows.flatMap((r) => r.locationIds))];
  const catIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const storeIds = rows.flatMap((r) => (r.storeId ? [r.storeId] : []));
  const [locs, cats, docs, shops] = await Promise.all([
    locIds.length
      ? db
          .select({ id: deliveryLocations.id, name: deliveryLocations.name })
          .from(deliveryLocations)
          .where(inArray(deliveryLocations.id, locIds))
      : [],
    catIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, catIds))
      : [],
    db
      .select({
        id: sellerDocuments.id,
        applicationId: sellerDocuments.applicationId,
        fileName: sellerDocuments.fileName,
        contentType: sellerDocuments.contentType,
        size: sellerDocuments.size,
      })
      .from(sellerDocuments)
      .where(
        inArray(
          sellerDocuments.applicationId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(sellerDocuments.createdAt)),
    storeIds.length
      ? db
          .select({ id: stores.id, slug: stores.slug, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, storeIds))
      : [],
  ]);
  const locNames = new Map(locs.map((l) => [l.id, l.name]));
  const catNames = new Map(cats.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    businessName: r.businessName,
    panNumber: r.panNumber,
    phone: r.phone,
    address: r.address,
    district: r.district,
    locations: named(r.locationIds, locNames),
    categories: named(r.categoryIds, catNames),
    documents: docs.filter((d) => d.applicationId === r.id).map(toDocument),
    adminNote: r.adminNote,
    store: shops.find((s) => s.id === r.storeId) ?? null,
    applicant: { name: r.applicantName, email: r.applicantEmail },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
