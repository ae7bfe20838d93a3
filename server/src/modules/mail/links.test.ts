import { describe, expect, it } from 'vitest';
import { t, test } from '../../test/fixtures.ts';
import { linksRunTogether, setLinksApart } from './links.ts';
import { queueEmail } from './outbox.ts';
import { linkify } from './site.routes.ts';
import { queueSms } from './sms.ts';

// A link in a message ends where the reader's mail client thinks it does: punctuation written
// straight after it never becomes part of the address.

const URL = 'https://upahar.test';

describe('setLinksApart', () => {
  it('puts a link that punctuation follows in angle brackets', () => {
    expect(setLinksApart(`Your store is open at ${URL}/store/sita-cakes.`)).toBe(
      `Your store is open at <${URL}/store/sita-cakes>.`,
    );
    expect(setLinksApart(`Orders arrive at ${URL}/dashboard/orders. Upahar keeps 10%`)).toBe(
      `Orders arrive at <${URL}/dashboard/orders>. Upahar keeps 10%`,
    );
    for (const mark of [',', ';', ':', ')', '!', '?', '"'])
      expect(setLinksApart(`(see ${URL}/faq${mark} then`)).toBe(`(see <${URL}/faq>${mark} then`);
  });

  it('leaves links alone that a space, a line end, the end or ">" follows', () => {
    const text = `Open ${URL}/a and\n${URL}/b?tab=received&x=1\nor <${URL}/c>.\n${URL}/d`;
    expect(setLinksApart(text)).toBe(text);
    expect(linksRunTogether(text)).toEqual([]);
  });

  it('finds the links a mail client would cut wrongly', () => {
    expect(linksRunTogether(`at ${URL}/store/sita-cakes. And ${URL}/ok\n${URL}/x),`)).toEqual([
      `${URL}/store/sita-cakes.`,
      `${URL}/x)`,
    ]);
    expect(linksRunTogether(setLinksApart(`at ${URL}/store/sita-cakes. And ${URL}/x),`))).toEqual([]);
  });
});

describe('the outbox', () => {
  test('keeps e-mail and texts with their links apart, whoever wrote the sentence', async () => {
    await queueEmail({
      db: t.db,
      mail: { to: 'sita@example.com', subject: 'Approved', text: `Open at ${URL}/store/sita-cakes.` },
    });
    await queueSms({ db: t.db, sms: { to: '9812345678', text: `Track it: ${URL}/o/1.` } });
    const rows = await t.db.query.outbox.findMany({ columns: { text: true } });
    expect(rows.map((r) => r.text).sort()).toEqual([
      `Open at <${URL}/store/sita-cakes>.`,
      `Track it: <${URL}/o/1>.`,
    ]);
  });
});

describe('the development mailbox', () => {
  it('links the address without the punctuation after it, in older messages too', () => {
    expect(linkify(`Open at ${URL}/store/sita-cakes.`)).toBe(
      `Open at <a href="${URL}/store/sita-cakes">${URL}/store/sita-cakes</a>.`,
    );
    expect(linkify(`or <${URL}/x?a=1&b=2>.`)).toBe(
      `or &lt;<a href="${URL}/x?a=1&amp;b=2">${URL}/x?a=1&amp;b=2</a>&gt;.`,
    );
    expect(linkify('<b>no link</b>')).toBe('&lt;b&gt;no link&lt;/b&gt;');
  });
});
