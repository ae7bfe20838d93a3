import { createHash } from 'node:crypto';
import { m } from '@upahar/contract/messages';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';
import { notFound } from '../../lib/errors.ts';
import { type Bucket, fileKey, keepFile, type Stored } from '../files/index.ts';

export type MediaFile = { contentType: string; etag: string; stored: Stored };
export type NewMedia = typeof media.$inferInsert;

/** URL path under which a media row is served: `seed/x.svg` -> `/media/seed/x.svg`. */
export const mediaUrl = (path: string) => `/media/${path}`;

// Files are immutable once written (addMedia never overwrites; new content needs a new path),
// which is what lets the route answer with a year-long immutable Cache-Control. For the same
// reason the key of a file in the bucket identifies its content as well as its bytes would,
// and no bucket is asked to answer a revalidation.
const etagOf = (file: Stored) => {
  const hash = createHash('sha256');
  if (file.bytes) hash.update(file.bytes);
  else hash.update(`key:${file.storageKey}`);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
};

/** One query per request; unknown paths are a 404. */
export async function getMedia({ db, path }: { db: DbOrTx; path: string }): Promise<MediaFile> {
  const rows = await db
    .select({ contentType: media.contentType, bytes: media.bytes, storageKey: media.storageKey })
    .from(media)
    .where(eq(media.path, path))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(m.errors_not_found_file);
  const stored = { bytes: row.bytes, storageKey: row.storageKey };
  return { contentType: row.contentType, etag: etagOf(stored), stored };
}

/**
 * Keeps an uploaded picture served at /media/<path>: its bytes in the bucket when one is
 * configured, else in the row. `save` inserts the row it is given (with whatever else belongs in
 * that transaction); when it fails, the object written for it is deleted again.
 */
export function keepMedia<T>(
  o: { bucket: Bucket | null; path: string; contentType: string; bytes: Buffer },
  save: (row: NewMedia) => Promise<T>,
): Promise<T> {
  const { path, contentType, bytes } = o;
  return keepFile(
    {
      bucket: o.bucket,
      key: fileKey.media(path),
      bytes,
      contentType,
      // Complaint pictures are served privately, like their /uploads/ route does.
      caching: path.startsWith('uploads/') ? 'personal' : 'public',
    },
    (stored) => save({ path, contentType, size: bytes.length, ...stored }),
  );
}

export type MediaInput = { path: string; contentType: string; body: string | Buffer };

/**
 * Adds files by path, their bytes in the rows; an existing path keeps its bytes (see above).
 * For the shop's own drawings (the demo, tests): they are small, made here rather than
 * uploaded, and served alike whichever store holds uploads.
 */
export async function addMedia({ db, files }: { db: DbOrTx; files: MediaInput[] }): Promise<void> {
  if (files.length === 0) return;
  const values = files.map((file) => {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
    return { path: file.path, contentType: file.contentType, bytes, size: bytes.length };
  });
  await db.insert(media).values(values).onConflictDoNothing({ target: media.path });
}

/** Stores generated SVGs under `seed/...`, in batches so one statement stays small. */
export async function addSvgs({ db, svgs }: { db: DbOrTx; svgs: { path: string; svg: string }[] }) {
  for (let i = 0; i < svgs.length; i += 100) {
    const batch = svgs
      .slice(i, i + 100)
      .map((s) => ({ path: s.path, contentType: 'image/svg+xml', body: s.svg }));
    await addMedia({ db, files: batch });
  }
}

/** Saves the row keepMedia hands over, inside the caller's transaction. */
export async function saveMedia(tx: DbOrTx, row: NewMedia) {
  await tx.insert(media).values(row);
}

/** Deletes the files at these paths (`avatars/x.webp`, not the served URL). */
export async function dropMedia(tx: DbOrTx, paths: string | readonly string[]) {
  if (typeof paths === 'string') await tx.delete(media).where(eq(media.path, paths));
  else if (paths.length > 0) await tx.delete(media).where(inArray(media.path, [...paths]));
}
