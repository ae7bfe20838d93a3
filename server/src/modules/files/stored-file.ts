import type { Readable } from 'node:stream';
import { m } from '@upahar/contract/messages';
import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Bucket } from './bucket.ts';

/** Where a row's file is: its bytes in the row, or the key of its object in the bucket. */
export type Stored = { bytes: Buffer | null; storageKey: string | null };

/** Media paths of complaint pictures: served at /uploads/<name> to whoever has the link, not public. */
export const PERSONAL_MEDIA_PREFIX = 'uploads/';

/**
 * Object keys. Public files sit under media/ with the path they are served at (/media/<path>), so
 * a CDN in front of that prefix needs no table to find them; private files (CVs, sellers'
 * documents, complaint pictures) under private/, which no public address ever names.
 */
export const fileKey = {
  media: (path: string) => (path.startsWith(PERSONAL_MEDIA_PREFIX) ? `private/${path}` : `media/${path}`),
  cv: (id: string) => `private/cvs/${id}`,
  sellerDocument: (id: string) => `private/seller-documents/${id}`,
};

/** Cache-Control kept with each object, for whatever serves it straight from the bucket. */
export const OBJECT_CACHING = {
  /** Paths are never reused for new content, so a copy may be kept for a year. */
  public: 'public, max-age=31536000, immutable',
  /** Complaint pictures: for the shopper and the team that reads the complaint. */
  personal: 'private, max-age=86400, immutable',
  private: 'private, no-store',
} as const;

/**
 * Keeps a new file: in the bucket under `key` when one is configured (the row then names the
 * key), else in the row itself. `save` writes the row with the columns it is given; when it
 * fails, the object just written is deleted again, so no object outlives a row that never was.
 */
export async function keepFile<T>(
  o: {
    bucket: Bucket | null;
    key: string;
    bytes: Buffer;
    contentType: string;
    caching: keyof typeof OBJECT_CACHING;
  },
  save: (stored: Stored) => Promise<T>,
): Promise<T> {
  const { bucket, key } = o;
  if (!bucket) return save({ bytes: o.bytes, storageKey: null });
  await bucket.put({
    key,
    bytes: o.bytes,
    contentType: o.contentType,
    cacheControl: OBJECT_CACHING[o.caching],
  });
  try {
    return await save({ bytes: null, storageKey: key });
  } catch (e) {
    await bucket
      .remove([key])
      .catch((err) => bucket.log.warn({ err, key }, 'object storage: object left behind'));
    throw e;
  }
}

/** A file's bytes: from its row, or streamed from the bucket. */
async function openFile(
  bucket: Bucket | null,
  file: Stored,
): Promise<{ body: Buffer | Readable; length: number | undefined }> {
  if (file.bytes) return { body: file.bytes, length: file.bytes.length };
  const key = file.storageKey as string;
  if (!bucket) {
    // The files were moved to a bucket and the S3 settings later removed: nothing a shopper can fix.
    throw new AppError('storage_not_configured', m.errors_file_read_failed(), 503);
  }
  const object = await bucket.open(key);
  if (!object) {
    bucket.log.error({ key }, 'object storage: a row names an object the bucket does not have');
    throw notFound(m.errors_not_found_file);
  }
  return object;
}

/** Answers with the file's bytes as `contentType`; headers are the caller's. */
export async function sendFile(
  reply: FastifyReply,
  o: { bucket: Bucket | null; file: Stored; contentType: string },
) {
  const { body, length } = await openFile(o.bucket, o.file);
  if (length !== undefined) reply.header('Content-Length', length);
  return reply.type(o.contentType).send(body);
}
