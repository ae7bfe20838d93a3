import { crc32 } from 'node:zlib';
import { addDays, todayInKathmandu } from '@upahar/contract';
import { eq } from 'drizzle-orm';
import { outbox, vacancies } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { t } from '../../test/fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import { api, type Headers } from '../../test/requests.ts';

// Shared by the careers tests: requests, vacancies, CV files and a valid application.

export const client = api(t, { base: '', settle: true });

export const todayKtm = () => todayInKathmandu(clock.now());

export async function makeVacancy(over: Partial<typeof vacancies.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(vacancies)
    .values({
      title: 'Pastry Chef',
      department: 'kitchen',
      location: 'kathmandu',
      employmentType: 'full_time',
      description: 'Bake and finish cakes in our Baneshwor kitchen.\n\n- Two years of experience',
      closingDate: addDays(todayKtm(), 14),
      status: 'open',
      ...over,
    })
    .returning();
  return row;
}

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A ZIP with stored (uncompressed) entries, as small as a Word file can be. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export const docxBytes = () =>
  zipOf({
    '[Content_Types].xml': '<Types/>',
    'word/document.xml': '<w:document><w:body><w:p>Sita Gurung, pastry chef</w:p></w:body></w:document>',
  });

/** POST career/upload as a browser's FormData sends it. */
export function uploadCv(headers: Headers, file: { name: string; type: string; bytes: Buffer } | null) {
  const body = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/V2/career/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a PDF CV for the user and answers an application body that passes every rule. */
export async function validApplication(
  headers: Headers,
  vacancyId: number,
  over: Record<string, unknown> = {},
) {
  const cv = await uploadCv(headers, { name: 'Sita CV.pdf', type: 'application/pdf', bytes: pdfBytes() });
  if (cv.statusCode !== 200) throw new Error(`upload failed: ${cv.body}`);
  return {
    vacancyId,
    name: 'Sita Gurung',
    email: 'sita@example.com',
    phone: '9841234567',
    coverLetter: 'I have baked wedding cakes in Pokhara for three years and would love to join.',
    cvId: cv.json().data.id as string,
    ...over,
  };
}

export const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject);
