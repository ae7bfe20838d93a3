import { randomUUID } from 'node:crypto';
import { ZSellerInterestResponse, ZSellerInterestsResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { client } from './test-kit.ts';

// The admins' inbox of "sell at Upahar" messages: open ones are the queue; an admin marks one
// handled after answering it and can open it again.

const DASH = '/api/dashboard/v1/seller-interests';

async function writeIn(business: string, headers = {}) {
  const body = {
    name: 'Sita Maharjan',
    email: 'sita@example.com',
    phone: '9841234567',
    businessName: business,
  };
  const res = await client.post(
    '/api/V2/sell-at-ug',
    {
      ...body,
      message: 'We make sel roti boxes.',
    },
    headers,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
}

const list = async (headers: Record<string, string>, query: string) => {
  const res = await client.get(`${DASH}?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZSellerInterestsResponse.parse(res.json());
};

describe('seller interest messages', () => {
  it('lists messages for admins, newest first, searchable, with who was signed in', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    const member = await quickUser(t.db);
    await writeIn(`Momo House ${tag}`);
    await writeIn(`Sel Roti Corner ${tag}`, member.headers);
    const found = await list(admin.headers, `q=${tag}`);
    expect(found.data.interests.map((i) => [i.businessName, i.hasAccount])).toEqual([
      [`Sel Roti Corner ${tag}`, true],
      [`Momo House ${tag}`, false],
    ]);
    expect(found.data.interests[0]).toMatchObject({
      email: 'sita@example.com',
      phone: '9841234567',
      message: 'We make sel roti boxes.',
      handledAt: null,
    });
    expect(found.meta?.pagination?.total).toBe(2);
    expect(found.data.open).toBeGreaterThanOrEqual(2);
    expect((await list(admin.headers, `q=${tag}&state=handled`)).data.interests).toEqual([]);
    const bad = await client.get(`${DASH}?state=maybe`, admin.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('marks a message handled and open again, keeping the change in the audit log', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const tag = randomUUID().slice(0, 8);
    await writeIn(`Chiya Pasal ${tag}`);
    const [message] = (await list(admin.headers, `q=${tag}`)).data.interests;
    const done = await client.put(`${DASH}/${message.id}`, { handled: true }, admin.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Marked as handled');
    const handled = ZSellerInterestResponse.parse(done.json()).data;
    expect(handled.handledBy).toBe(admin.user.name);
    expect(handled.handledAt).not.toBeNull();
    // Handled messages leave the open queue.
    expect((await list(admin.headers, `q=${tag}`)).data.interests).toEqual([]);
    expect((await list(admin.headers, `q=${tag}&state=handled`)).data.interests).toHaveLength(1);
    const again = await client.put(`${DASH}/${message.id}`, { handled: false }, admin.headers);
    expect(ZSellerInterestResponse.parse(again.json()).data).toMatchObject({
      handledAt: null,
      handledBy: null,
    });
    const changes = await t.db
      .select()
      .from(auditChanges)
      .where(and(eq(auditChanges.entity, 'seller-interest'), eq(auditChanges.entityId, message.id)));
    expect(changes).toHaveLength(2);
    const missing = await client.put(`${DASH}/${randomUUID()}`, { handled: true }, admin.headers);
    expect(missing.statusCode).toBe(404);
    const noBody = await client.put(`${DASH}/${message.id}`, {}, admin.headers);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors.handled[0]).toBe('Say whether the message is handled');
  });

  it('is for admins only', async () => {
    const seller = await quickUser(t.db, { role: 'seller' });
    const customer = await quickUser(t.db);
    for (const who of [seller, customer]) {
      expect((await client.get(DASH, who.headers)).statusCode).toBe(403);
      expect((await client.put(`${DASH}/${randomUUID()}`, { handled: true }, who.headers)).statusCode).toBe(
        403,
      );
    }
    expect((await client.get(DASH)).statusCode).toBe(401);
  });
});
