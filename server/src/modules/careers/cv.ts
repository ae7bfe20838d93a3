import { randomUUID } from 'node:crypto';
import { CV_MAX_BYTES, CV_SIZE_MESSAGE, CV_TYPE_MESSAGE, type TCareerCv } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careerCvs } from '../../db/schema/careers.ts';
import * as clock from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type Bucket, fileKey, keepFile } from '../files/index.ts';

// CVs. The type comes from the bytes, never from the name or the browser's label: a PDF starts
// "%PDF-"; a Word file is a ZIP whose directory lists word/document.xml. They cannot be made safe
// by re-encoding like pictures, so they are only ever downloaded as attachments, by admins, through
// the shop (from the row, or from a private object in the bucket), never from a public address.

const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
type CvType = typeof PDF | typeof DOCX;

/** Uploaded but never sent with an application; stops one account filling the database. */
const LOOSE_MAX = 10;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** True when `b` is a ZIP whose central directory names `entry`. */
function zipHasEntry(b: Buffer, entry: string): boolean {
  if (b.length < 22 || b.readUInt32LE(0) !== LOCAL) return false;
  // The end-of-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  const lowest = Math.max(0, b.length - 22 - 0xffff);
  for (let at = b.length - 22; at >= lowest; at--) {
    if (b.readUInt32LE(at) !== EOCD) continue;
    const entries = b.readUInt16LE(at + 10);
    let p = b.readUInt32LE(at + 16);
    for (let n = 0; n < entries; n++) {
      if (p + 46 > at || b.readUInt32LE(p) !== CENTRAL) return false;
      const nameLength = b.readUInt16LE(p + 28);
      const skip = nameLength + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
      if (p + 46 + nameLength > at) return false;
      if (b.toString('latin1', p + 46, p + 46 + nameLength) === entry) return true;
      p += 46 + skip;
    }
    return false;
  }
  return false;
}

/** The CV's type from its content, else null. */
export function sniffCvType(b: Buffer): CvType | null {
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return PDF;
  if (zipHasEntry(b, 'word/document.xml')) return DOCX;
  return null;
}

/** A name safe in a header and on screen: letters, digits, dots, dashes, the right extension. */
function safeCvName(raw: string, type: CvType): string {
  const base = raw
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'cv'}.${type === PDF ? 'pdf' : 'docx'}`;
}

export const toCv = (row: {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}): TCareerCv => ({
  id: row.id,
  name: row.fileName,
  contentType: row.contentType,
  size: row.size,
});

const fileError = (code: string, message: string, status: number) =>
  new AppError(code, message, status, { file: [message] });

export async function saveCv(o: {
  db: Db;
  bucket: Bucket | null;
  userId: string;
  fileName: string;
  bytes: Buffer;
}) {
  if (o.bytes.length === 0) throw fileError('empty_file', 'This file is empty', 400);
  if (o.bytes.length > CV_MAX_BYTES) throw fileError('too_large', CV_SIZE_MESSAGE, 413);
  const type = sniffCvType(o.bytes);
  if (!type) throw fileError('bad_type', CV_TYPE_MESSAGE, 415);
  const [{ loose }] = await o.db
    .select({ loose: count() })
    .from(careerCvs)
    .where(and(eq(careerCvs.userId, o.userId), isNull(careerCvs.keptAt)));
  if (loose >= LOOSE_MAX) throw new AppError('too_many_uploads', m.errors_community_cv_send_first(), 429);
  // The id is chosen here: it names the CV's object in the bucket, written before the row.
  const id = randomUUID();
  const file = {
    bucket: o.bucket,
    key: fileKey.cv(id),
    bytes: o.bytes,
    contentType: type,
    caching: 'private',
  } as const;
  const row = await keepFile(file, async (stored) => {
    const [saved] = await o.db
      .insert(careerCvs)
      .values({
        id,
        userId: o.userId,
        fileName: safeCvName(o.fileName, type),
        contentType: type,
        size: o.bytes.length,
        ...stored,
        // A CV never sent with an application is deleted a day later, on the shop's clock.
        createdAt: clock.now(),
      })
      .returning();
    return saved;
  });
  return toCv(row);
}
