import type { TSellerApplicationBody } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createCategory, createDeliveryLocation } from '../../db/factories/index.ts';
import { outbox } from '../../db/schema/index.ts';
import { t } from '../../test/fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import { api, type Headers } from '../../test/requests.ts';

// Shared by the selling tests: requests, a file upload and a valid application.

export const client = api(t, { base: '', settle: true });

export const pngBytes = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer();

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** POST upload/file as a browser's FormData sends it. */
export function uploadDocument(headers: Headers, file: { name: string; type: string; bytes: Buffer } | null) {
  const body = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/V2/upload/file',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function choices() {
  const patan = await createDeliveryLocation(t.db, { name: 'Patan', district: 'Lalitpur' });
  const baneshwor = await createDeliveryLocation(t.db, { name: 'Baneshwor' });
  const cakes = await createCategory(t.db, { name: 'Cakes' });
  return { patan, baneshwor, cakes };
}

/** Uploads a PDF for the user and answers a body that passes every rule. */
export async function validApplication(
  headers: Headers,
  c: Awaited<ReturnType<typeof choices>>,
  over: Partial<TSellerApplicationBody> = {},
): Promise<TSellerApplicationBody> {
  const doc = await uploadDocument(headers, {
    name: 'Registration.pdf',
    type: 'application/pdf',
    bytes: pdfBytes(),
  });
  if (doc.statusCode !== 200) throw new Error(`upload failed: ${doc.body}`);
  return {
    businessName: 'Mithai Ghar',
    panNumber: '601234567',
    phone: '9841234567',
    address: 'Jawalakhel, near the zoo',
    district: 'Lalitpur',
    locationIds: [c.patan.id, c.baneshwor.id],
    categoryIds: [c.cakes.id],
    documentIds: [doc.json().data.id],
    ...over,
  };
}

export const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject);
