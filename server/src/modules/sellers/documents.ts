import { randomUUID } from 'node:crypto';
import { SELLER_DOCUMENT_MAX_BYTES, type TSellerDocument } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerDocuments } from '../../db/schema/sellers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type Bucket, fileKey, keepFile } from '../files/index.ts';

// Registration certificates and similar papers. The type comes from the first bytes, never from
// the name or the browser's label. PDFs cannot be re-encoded like pictures, so these files are
// never shown inline: they are downloaded as attachments, only by the applicant and admins, through
// the shop (from the row, or from a private object in the bucket), never from a public address.

export const DOC_SIZE_MESSAGE = `Documents can be at most ${SELLER_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB`;
/** Uploaded but not yet sent with an application; stops one account filling the database. */
const LOOSE_MAX = 20;

type DocType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
const EXT: Record<DocType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The document's type from its magic bytes, else null. */
export function sniffDocumentType(b: Uint8Array): DocType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'image/png';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** A name safe in a header and on screen: letters, digits, dots, dashes, the right extension. */
function safeFileName(raw: string, type: DocType): string {
  const base = raw
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'document'}.${EXT[type]}`;
}

const documentUrl = (id: string) => `/api/V2/seller-documents/${id}`;

export function toDocument(row: { id: string; fileName: string; contentType: string; size: number }) {
  return {
    id: row.id,
    name: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: documentUrl(row.id),
  } satisfies TSellerDocument;
}

export async function saveDocument(o: {
  db: Db;
  bucket: Bucket | null;
  userId: string;
  fileName: string;
  bytes: Buffer;
}): Promise<TSellerDocument> {
  const fail = (code: string, message: string, status: number) =>
    new AppError(code, message, status, { file: [message] });
  if (o.bytes.length === 0) throw fail('empty_file', 'This file is empty', 400);
  if (o.bytes.length > SELLER_DOCUMENT_MAX_BYTES) throw fail('too_large', DOC_SIZE_MESSAGE, 413);
  const type = sniffDocumentType(o.bytes);
  if (!type) throw fail('bad_type', m.errors_sellers_document_type(), 415);
  const [{ loose }] = await o.db
    .select({ loose: count() })
    .from(sellerDocuments)
    .where(and(eq(sellerDocuments.userId, o.userId), isNull(sellerDocuments.applicationId)));
  if (loose >= LOOSE_MAX) throw new AppError('too_many_uploads', m.errors_sellers_documents_first(), 429);
  // The id is chosen here: it names the document's object in the bucket, written before the row.
  const id = randomUUID();
  const key = fileKey.sellerDocument(id);
  const file = { bucket: o.bucket, key, bytes: o.bytes, contentType: type, caching: 'private' } as const;
  const row = await keepFile(file, async (stored) => {
    const [saved] = await o.db
      .insert(sellerDocuments)
      .values({
        id,
        userId: o.userId,
        fileName: safeFileName(o.fileName, type),
        contentType: type,
        size: o.bytes.length,
        ...stored,
        // A document never sent with an application is deleted a day later, on the shop's clock.
        createdAt: clock.now(),
      })
      .returning();
    return saved;
  });
  return toDocument(row);
}

/** A document and where its bytes are, for its uploader or an admin; anyone else gets a 404. */
export async function readDocument(o: { db: Db; id: string; userId: string; isAdmin: boolean }) {
  const [row] = await o.db.select().from(sellerDocuments).where(eq(sellerDocuments.id, o.id)).limit(1);
  if (!row || (!o.isAdmin && row.userId !== o.userId)) throw notFound(m.errors_not_found_document);
  return row;
}
