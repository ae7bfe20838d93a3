import { describe, expect } from 'vitest';
import { careerCvs } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { png } from '../../test/multipart.ts';
import { DOCX, sniffCvType } from './cv.ts';
import { pruneUnsentCvs } from './prune.ts';
import { client, docxBytes, makeVacancy, pdfBytes, uploadCv, validApplication, zipOf } from './test-kit.ts';

describe('CV uploads', () => {
  it('knows a PDF and a Word file by their bytes, not their names', async () => {
    expect(sniffCvType(pdfBytes())).toBe('application/pdf');
    expect(sniffCvType(docxBytes())).toBe(DOCX);
    // A ZIP that is not a Word document (a spreadsheet, a zipped folder) is not a CV.
    expect(sniffCvType(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffCvType(await png())).toBeNull();
    expect(sniffCvType(Buffer.from('PK\u0003\u0004 truncated'))).toBeNull();
  });

  it('accepts a PDF and a DOCX, with safe names', async () => {
    const me = await quickUser(t.db);
    const pdf = await uploadCv(me.headers, {
      name: 'My CV (final).pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data).toMatchObject({ name: 'My-CV-final.pdf', contentType: 'application/pdf' });
    const docx = await uploadCv(me.headers, {
      name: 'cv.docx',
      type: 'application/octet-stream',
      bytes: docxBytes(),
    });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.json().data).toMatchObject({ name: 'cv.docx', contentType: DOCX });
  });

  it('refuses a .pdf with PNG bytes, a file over 5 MB, no file, and strangers, each with a clear message', async () => {
    const me = await quickUser(t.db);
    const fake = await uploadCv(me.headers, { name: 'cv.pdf', type: 'application/pdf', bytes: await png() });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Upload your CV as a PDF or a Word (.docx) file');
    expect(fake.json().errors.file).toHaveLength(1);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await uploadCv(me.headers, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('A CV can be at most 5 MB');
    expect((await uploadCv(me.headers, null)).statusCode).toBe(400);
    expect(
      (await uploadCv({}, { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() })).statusCode,
    ).toBe(401);
    expect(await t.db.select().from(careerCvs)).toHaveLength(0);
  });

  it('is never reachable through the public file routes', async () => {
    const me = await quickUser(t.db);
    const cv = (
      await uploadCv(me.headers, { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes() })
    ).json().data;
    expect((await client.get(`/media/${cv.id}`)).statusCode).toBe(404);
    expect([400, 404]).toContain((await client.get(`/uploads/${cv.id}`)).statusCode);
  });

  it('deletes CVs never sent with an application after a day, keeping the sent ones', async () => {
    const me = await quickUser(t.db);
    const v = await makeVacancy();
    const body = await validApplication(me.headers, v.id);
    expect((await client.post('/api/V2/career/apply', body, me.headers)).statusCode).toBe(201);
    await uploadCv(me.headers, { name: 'spare.pdf', type: 'application/pdf', bytes: pdfBytes() });
    expect(await pruneUnsentCvs({ db: t.db })).toBe(0);
    const tomorrow = new Date(clock.now().getTime() + 25 * 3_600_000);
    expect(await pruneUnsentCvs({ db: t.db, now: tomorrow })).toBe(1);
    const left = await t.db.select().from(careerCvs);
    expect(left.map((c) => c.id)).toEqual([body.cvId]);
  });
});
