import { ZReminderDeskResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { api, DASHBOARD } from '../../test/requests.ts';

// Admins pick the products a reminder suggests per kind of occasion; others may not.

const desk = api(t, { base: DASHBOARD });

describe('the reminders desk', () => {
  it('keeps suggestions per kind in order, admins only', async () => {
    const admin = await quickUser(t.db, { role: 'admin' });
    const cake = await createProduct(t.db, { name: 'Chocolate Cake' });
    const roses = await createProduct(t.db, { name: 'Roses' });
    const set = await desk.put(
      'occasion-reminders/suggestions/birthday',
      { productIds: [roses.id, cake.id] },
      admin,
    );
    expect(set.statusCode, set.body).toBe(200);
    const read = ZReminderDeskResponse.parse((await desk.get('occasion-reminders', admin)).json()).data;
    expect(read.suggestions.birthday.map((p) => p.name)).toEqual(['Roses', 'Chocolate Cake']);
    expect(read.suggestions.festival).toEqual([]);
    expect(read).toMatchObject({ sentPerDay: [], lastSentAt: null });

    const seller = await quickUser(t.db, { role: 'seller' });
    expect((await desk.get('occasion-reminders', seller)).statusCode).toBe(403);
    const bad = await desk.put('occasion-reminders/suggestions/wedding', { productIds: [] }, admin);
    expect(bad.statusCode).toBe(400);
    const unknown = await desk.put(
      'occasion-reminders/suggestions/festival',
      { productIds: ['00000000-0000-4000-8000-000000000000'] },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    const many = Array.from({ length: 7 }, () => cake.id);
    expect(
      (await desk.put('occasion-reminders/suggestions/festival', { productIds: many }, admin)).statusCode,
    ).toBe(400);
  });
});
