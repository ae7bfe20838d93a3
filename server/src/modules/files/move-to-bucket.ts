import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerCvs } from '../careers/tables.ts';
import { media } from '../media/tables.ts';
import { sellerDocuments } from '../sellers/tables.ts';
import type { Bucket } from './bucket.ts';
import { fileKey, OBJECT_CACHING } from './stored-file.ts';

/** Rows listed per query; their bytes are read one file at a time. */
const BATCH = 100;
/** Files copied at once. */
const AT_ONCE = 4;

type Kind = 'pictures' | 'cvs' | 'sellerDocuments';
type Table = typeof media | typeof careerCvs | typeof sellerDocuments;
type Source = {
  table: Table;
  /** The object key and caching of a row, from its id and (for pictures) its path. */
  place(row: { id: string; path: string | null }): { key: string; caching: keyof typeof OBJECT_CACHING };
};

const SOURCES: Record<Kind, Source> = {
  pictures: {
    table: media,
    place: ({ path }) => ({
      key: fileKey.media(path as string),
      caching: path?.startsWith('uploads/') ? 'personal' : 'public',
    }),
  },
  cvs: { table: careerCvs, place: ({ id }) => ({ key: fileKey.cv(id), caching: 'private' }) },
  sellerDocuments: {
    table: sellerDocuments,
    place: ({ id }) => ({ key: fileKey.sellerDocument(id), caching: 'private' }),
  },
};

export type MoveReport = Record<Kind, number>;

/** Thrown when a copy read back from the bucket differs from the row's bytes. */
export class CopyMismatch extends Error {}

/**
 * Moves the files whose bytes are still in the database into the bucket, and answers how many of
 * each kind moved. Each file is copied, read back and compared, and only then are its bytes
 * cleared from its row, in one update that also names the object: until that update a reader
 * gets the bytes from the row, after it from the bucket, and a file is never in neither. So the
 * shop may keep serving meanwhile, and a run that stops half-way (or fails) is simply run again:
 * it finds only the rows that still hold bytes. Keys follow from the row, so a copy made by a run
 * that stopped before clearing its row is overwritten by the next, not left behind.
 */
export async function moveFilesToBucket(o: {
  db: Db;
  bucket: Bucket;
  progress?: (kind: Kind, moved: number) => void;
}): Promise<MoveReport> {
  const report: MoveReport = { pictures: 0, cvs: 0, sellerDocuments: 0 };
  for (const kind of Object.keys(SOURCES) as Kind[]) {
    const source = SOURCES[kind];
    const { table } = source;
    let after: string | null = null;
    for (;;) {
      const rows = await o.db
        .select({ id: table.id })
        .from(table)
        .where(and(isNotNull(table.bytes), after === null ? undefined : gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      after = rows[rows.length - 1].id;
      for (let i = 0; i < rows.length; i += AT_ONCE) {
        const moved = await Promise.all(rows.slice(i, i + AT_ONCE).map((r) => moveOne(o, source, r.id)));
        report[kind] += moved.filter(Boolean).length;
      }
      o.progress?.(kind, report[kind]);
    }
  }
  return report;
}

/** Copies one row's file, checks the copy, then points the row at it; false when nothing moved. */
async function moveOne(o: { db: Db; bucket: Bucket }, source: Source, id: string): Promise<boolean> {
  const { table } = source;
  const [row] = await o.db
    .select({
      id: table.id,
      bytes: table.bytes,
      contentType: table.contentType,
      path: 'path' in table ? table.path : table.id,
    })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.bytes)));
  // Deleted or moved since it was listed.
  if (!row?.bytes) return false;
  const { key, caching } = source.place({ id: row.id, path: 'path' in table ? row.path : null });
  await o.bucket.put({
    key,
    bytes: row.bytes,
    contentType: row.contentType,
    cacheControl: OBJECT_CACHING[caching],
  });
  const copy = await o.bucket.read(key);
  if (!copy?.equals(row.bytes)) {
    throw new CopyMismatch(
      `The bucket's copy of ${key} differs from the database's; its row keeps its bytes.`,
    );
  }
  const updated = await o.db
    .update(table)
    .set({ bytes: null, storageKey: key })
    .where(and(eq(table.id, id), isNotNull(table.bytes)))
    .returning({ id: table.id });
  if (updated.length > 0) return true;
  // The row went while its file was being copied: its copy goes too, unless a row names it.
  const [named] = await o.db.select({ id: table.id }).from(table).where(eq(table.storageKey, key));
  if (!named) await o.bucket.remove([key]);
  return false;
}
