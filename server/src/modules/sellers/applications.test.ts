import { ZMyBusinessesResponse, ZSellerApplicationResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { sellerInterests } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import {
  choices,
  client,
  mailsTo,
  pdfBytes,
  pngBytes,
  uploadDocument,
  validApplication,
} from './test-kit.ts';

const V2 = '/api/V2';

describe('interest form', () => {
  it('keeps the message, e-mails the admins and thanks the sender', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const body = {
      name: 'Maya Shakya',
      email: 'Maya@Example.com',
      phone: '9812345678',
      businessName: 'Maya Bakes',
      message: 'We bake eggless cakes in Patan.',
    };
    const res = await client.post(`${V2}/sell-at-ug`, body, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/Thank you/);
    const [row] = await t.db.select().from(sellerInterests);
    expect(row).toMatchObject({ email: 'maya@example.com', businessName: 'Maya Bakes', userId: null });
    expect(await mailsTo(admin.user.email)).toEqual(['Interest in selling: Maya Bakes']);
  });

  it('refuses a phone that is not a Nepali mobile and missing fields, naming each', async () => {
    for (const phone of ['9512345678', '984123456', '01-4123456', 'abc']) {
      const res = await client.post(
        `${V2}/sell-at-ug`,
        {
          name: 'Maya',
          email: 'maya@example.com',
          phone,
          businessName: 'Maya Bakes',
          message: 'Hi',
        },
        {},
      );
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors.phone[0]).toMatch(/starting 96, 97 or 98/);
    }
    const res = await client.post(`${V2}/sell-at-ug`, { name: 'M', email: 'nope' }, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'businessName',
      'email',
      'message',
      'name',
      'phone',
    ]);
  });
});

describe('documents', () => {
  it('accepts a PDF and an image by their bytes, and serves them only to the uploader and admins', async () => {
    const me = await quickUser(t.db);
    const pdf = await uploadDocument(me.headers, {
      name: 'Reg cert (1).pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const doc = pdf.json().data;
    expect(doc).toMatchObject({ name: 'Reg-cert-1.pdf', contentType: 'application/pdf' });
    const png = await uploadDocument(me.headers, {
      name: 'x.bin',
      type: 'application/octet-stream',
      bytes: await pngBytes(),
    });
    expect(png.json().data).toMatchObject({ name: 'x.png', contentType: 'image/png' });

    const mine = await client.get(doc.url, me.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.rawPayload.equals(pdfBytes())).toBe(true);
    const other = await quickUser(t.db, { role: 'seller' });
    expect((await client.get(doc.url, other.headers)).statusCode).toBe(404);
    expect((await client.get(doc.url)).statusCode).toBe(401);
    const admin = await quickUser(t.db, { role: 'admin' });
    expect((await client.get(doc.url, admin.headers)).statusCode).toBe(200);
    // Not reachable through the public picture routes.
    expect((await client.get(`/media/${doc.id}`)).statusCode).toBe(404);
  });

  it('checks the type by content and the size, with a clear message', async () => {
    const me = await quickUser(t.db);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await uploadDocument(me.headers, { name: 'cert.pdf', type: 'application/pdf', bytes: html });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Upload a PDF or a JPEG, PNG or WebP image');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await uploadDocument(me.headers, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Documents can be at most 5 MB');
    expect((await uploadDocument(me.headers, null)).statusCode).toBe(400);
    expect(
      (await uploadDocument({}, { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() })).statusCode,
    ).toBe(401);
    const json = await client.post(`${V2}/upload/file`, { file: 'x' }, me.headers);
    expect(json.statusCode).toBe(415);
  });
});

describe('applying', () => {
  it('submits an application with its documents, e-mails the applicant and lists it', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const admin = await quickUser(t.db, { role: 'admin' });
    const body = await validApplication(me.headers, c);
    const res = await client.post(`${V2}/seller-applications`, body, me.headers);
    expect(res.statusCode, res.body).toBe(201);
    const app = ZSellerApplicationResponse.parse(res.json()).data;
    expect(app).toMatchObject({
      status: 'submitted',
      businessName: 'Mithai Ghar',
      district: 'Lalitpur',
      locations: [{ name: 'Patan' }, { name: 'Baneshwor' }],
      categories: [{ name: 'Cakes' }],
      store: null,
    });
    expect(app.documents).toHaveLength(1);
    expect(await mailsTo(me.user.email)).toEqual(['We received your application for Mithai Ghar']);
    expect(await mailsTo(admin.user.email)).toEqual(['New seller application: Mithai Ghar']);

    const mine = ZMyBusinessesResponse.parse(
      (await client.get(`${V2}/my-businesses`, me.headers)).json(),
    ).data;
    expect(mine.applications.map((a) => a.status)).toEqual(['submitted']);
    expect(mine.stores).toEqual([]);
  });

  it('allows one open application at a time', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const first = await client.post(
      `${V2}/seller-applications`,
      await validApplication(me.headers, c),
      me.headers,
    );
    expect(first.statusCode).toBe(201);
    const second = await client.post(
      `${V2}/seller-applications`,
      await validApplication(me.headers, c),
      me.headers,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have an application/);
  });

  it('refuses bad fields, unknown choices and documents that are not yours, each with a 400', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const body = await validApplication(me.headers, c);
    const cases: [object, string, RegExp][] = [
      [{ panNumber: '12345' }, 'panNumber', /9-digit/],
      [{ phone: '9512345678' }, 'phone', /starting 96, 97 or 98/],
      [{ district: 'Pokhara' }, 'district', /Kathmandu, Lalitpur or Bhaktapur/],
      [{ locationIds: [] }, 'locationIds', /at least one place/],
      [{ categoryIds: [] }, 'categoryIds', /at least one category/],
      [{ documentIds: [] }, 'documentIds', /registration certificate/],
      [{ businessName: ' ' }, 'businessName', /business name/],
      [{ locationIds: [999_999] }, 'locationIds', /from the list/],
      [{ categoryIds: [999_999] }, 'categoryIds', /from the list/],
    ];
    for (const [over, field, message] of cases) {
      const res = await client.post(`${V2}/seller-applications`, { ...body, ...over }, me.headers);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    const other = await quickUser(t.db);
    const theirs = await validApplication(other.headers, c);
    const stolen = await client.post(
      `${V2}/seller-applications`,
      {
        ...body,
        documentIds: theirs.documentIds,
      },
      me.headers,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.documentIds[0]).toMatch(/not found/);
    expect((await client.post(`${V2}/seller-applications`, body, {})).statusCode).toBe(401);
  });

  it("answers 404 for someone else's application", async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const res = await client.post(
      `${V2}/seller-applications`,
      await validApplication(me.headers, c),
      me.headers,
    );
    const id = res.json().data.id;
    expect((await client.get(`${V2}/seller-applications/${id}`, me.headers)).statusCode).toBe(200);
    const other = await quickUser(t.db);
    expect((await client.get(`${V2}/seller-applications/${id}`, other.headers)).statusCode).toBe(404);
    const body = await validApplication(other.headers, c);
    expect((await client.put(`${V2}/seller-applications/${id}`, body, other.headers)).statusCode).toBe(404);
    // A submitted application waits for the admins; it cannot be edited meanwhile.
    const again = await validApplication(me.headers, c);
    expect((await client.put(`${V2}/seller-applications/${id}`, again, me.headers)).statusCode).toBe(409);
  });

  it('offers the active delivery locations and top-level categories', async () => {
    const c = await choices();
    const me = await quickUser(t.db);
    const res = await client.get(`${V2}/seller-application/options`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.locations.map((l: { id: number }) => l.id)
        .sort(),
    ).toEqual([c.patan.id, c.baneshwor.id].sort());
    expect(res.json().data.categories).toEqual([{ id: c.cakes.id, name: 'Cakes' }]);
  });
});
