import { describe, expect } from 'vitest';
import { it, t } from '../../test/fixtures.ts';
import { quickUser } from '../../test/login-as.ts';
import { createOrder } from '../factories/index.ts';
import { seedDemoTickets } from './support-tickets.ts';

describe('demo support tickets', () => {
  it('gives the demo customer tickets in every state, which the admin sees in the queue', async () => {
    const me = await quickUser(t.db, { email: 'customer@upahar.demo', name: 'Aarati Gurung' });
    await quickUser(t.db, { email: 'seller@upahar.demo', role: 'seller' });
    const admin = await quickUser(t.db, { email: 'admin@upahar.demo', role: 'admin', name: 'Upahar Admin' });
    await createOrder(t.db, { userId: me.user.id, status: 'delivered' });
    await createOrder(t.db, { userId: me.user.id });
    await seedDemoTickets(t.db);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/V2/support-tickets', headers: me.headers })
    ).json();
    expect(mine.data.tickets.map((x: { status: string }) => x.status)).toEqual(['open', 'waiting', 'closed']);
    expect(mine.data.tickets[1]).toMatchObject({ order: { number: expect.any(String) }, messageCount: 2 });
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/tickets', headers: admin.headers })
    ).json();
    expect(queue.data.counts).toEqual({ open: 1, waiting: 1, closed: 1 });
  });
});
