import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type MediaFile = { contentType: string; bytes: Buffer; etag: string };

/** URL path under which a media row is served: `seed/x.svg` -> `/media/seed/x.svg`. */
export const mediaUrl = (path: string) => `/media/${path}`;

// Files are immutable once written (addMedia never overwrites; new content needs a new path),
// which is what lets the route answer with a year-long immutable Cache-Control.
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** One query per request; unknown paths are a 404. */
export async function getMedia({ db, path }: { db: DbOrTx; path: string }): Promise<MediaFile> {
  const rows = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.path, path))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound('The file');
  return { contentType: row.contentType, bytes: row.bytes, etag: etagOf(row.bytes) };
}

export type MediaInput = { path: string; contentType: string; body: string | Buffer };

/** Adds files by path; an existing path keeps its bytes (see above). */
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
