import { ZStaffTicketResponse, ZStaffTicketsResponse } from '@upahar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditChanges, auditLog } from '../../db/schema/index.ts';
import { it, t } from '../../test/fixtures.ts';
import {
  admin,
  client,
  customer,
  DASH,
  mailsTo,
  openTicket,
  storeOrder,
  uploadImage,
  V2,
} from './test-kit.ts';

describe('the support queue', () => {
  it('shows admins every ticket, open first, with counts by status, mine and a search', async () => {
    const boss = await admin();
    const a = await customer();
    const b = await customer();
    const late = await openTicket(a.headers, { subject: 'Late delivery to Patan' });
    const refund = await openTicket(b.headers, {
      subject: 'Refund for a double payment',
      category: 'payment',
    });
    const done = await openTicket(b.headers, { subject: 'Wrong candles' });
    await client.post(`${V2}/ticket/${done.id}/close`, undefined, b.headers);
    await client.patch(`${DASH}/tickets/${refund.id}`, { assigneeId: boss.user.id }, boss.headers);

    const all = ZStaffTicketsResponse.parse((await client.get(`${DASH}/tickets`, boss.headers)).json()).data;
    expect(all.tickets.map((x) => x.id).at(-1)).toBe(done.id);
    expect(all.counts).toEqual({ open: 2, waiting: 0, closed: 1 });
    const ids = async (qs: string) =>
      (await client.get(`${DASH}/tickets?${qs}`, boss.headers))
        .json()
        .data.tickets.map((x: { id: string }) => x.id);
    expect(await ids('status=closed')).toEqual([done.id]);
    expect(await ids('mine=1')).toEqual([refund.id]);
    expect(await ids('q=patan')).toEqual([late.id]);
    expect(await ids(`q=${encodeURIComponent(b.user.email)}&status=open`)).toEqual([refund.id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect((await client.get(`${DASH}/tickets?status=lost`, boss.headers)).statusCode).toBe(400);
  });

  it('shows a store’s owner and managers only the tickets about their orders; packers and customers none', async () => {
    const shopper = await customer();
    const { order, owner, manager, packer } = await storeOrder(shopper.user.id);
    const other = await storeOrder(shopper.user.id, 'Kathmandu Florist');
    const ours = await openTicket(shopper.headers, { orderId: order.id });
    const theirs = await openTicket(shopper.headers, { orderId: other.order.id });
    const general = await openTicket(shopper.headers);
    for (const who of [owner, manager]) {
      const list = (await client.get(`${DASH}/tickets`, who.headers)).json().data;
      expect(list.tickets.map((x: { id: string }) => x.id)).toEqual([ours.id]);
      expect(list.tickets[0].stores).toEqual([{ id: expect.any(Number), name: 'Annapurna Bakers' }]);
      for (const id of [theirs.id, general.id]) {
        expect((await client.get(`${DASH}/tickets/${id}`, who.headers)).statusCode).toBe(404);
        const reply = await client.post(`${DASH}/tickets/${id}/reply`, { message: 'Hello' }, who.headers);
        expect(reply.statusCode).toBe(404);
        expect(
          (await client.patch(`${DASH}/tickets/${id}`, { status: 'closed' }, who.headers)).statusCode,
        ).toBe(404);
      }
    }
    expect((await client.get(`${DASH}/tickets`, packer.headers)).json().data.tickets).toEqual([]);
    expect((await client.get(`${DASH}/tickets`, shopper.headers)).statusCode).toBe(403);
  });

  it('a store answers in its own name; the customer is e-mailed and the ticket waits for them', async () => {
    const shopper = await customer();
    const { order, manager } = await storeOrder(shopper.user.id);
    const ticket = await openTicket(shopper.headers, { orderId: order.id });
    const res = await client.post(
      `${DASH}/tickets/${ticket.id}/reply`,
      {
        message: 'We are so sorry.\nA fresh cake is on its way, free of charge.',
      },
      manager.headers,
    );
    expect(res.statusCode, res.payload).toBe(200);
    const data = ZStaffTicketResponse.parse(res.json()).data;
    expect(data).toMatchObject({ status: 'waiting', assignee: { id: manager.user.id, name: 'Gita Thapa' } });
    expect(data.messages.at(-1)).toMatchObject({ side: 'store', authorName: 'Annapurna Bakers', mine: true });
    const [, mail] = await mailsTo(shopper.user.email);
    expect(mail.subject).toBe(`Re: The cake arrived late (${ticket.reference})`);
    expect(mail.text).toContain('Annapurna Bakers answered your ticket');
    expect(mail.text).toContain('> A fresh cake is on its way, free of charge.');
    // The shopper sees it from their side; their reply opens the ticket and reaches the assignee only.
    const mine = (await client.get(`${V2}/ticket/${ticket.id}`, shopper.headers)).json().data;
    expect(mine.status).toBe('waiting');
    expect(mine.messages.at(-1)).toMatchObject({
      side: 'store',
      authorName: 'Annapurna Bakers',
      mine: false,
    });
    const boss = await admin();
    await client.post(`${V2}/reply-ticket`, { ticketId: ticket.id, message: 'Thank you!' }, shopper.headers);
    expect((await mailsTo(manager.user.email)).at(-1)?.subject).toBe(
      `${shopper.user.name} replied on ${ticket.reference}: The cake arrived late`,
    );
    expect(await mailsTo(boss.user.email)).toEqual([]);
  });

  it('an admin replies and closes in one step, signed with their first name', async () => {
    const boss = await admin('Maya Gurung');
    const shopper = await customer();
    const ticket = await openTicket(shopper.headers);
    const res = await client.post(
      `${DASH}/tickets/${ticket.id}/reply`,
      {
        message: 'Refunded today.',
        status: 'closed',
      },
      boss.headers,
    );
    expect(res.json().data).toMatchObject({ status: 'closed' });
    expect(res.json().data.messages.at(-1)).toMatchObject({ side: 'staff', authorName: 'Maya' });
    expect((await mailsTo(shopper.user.email)).at(-1)?.text).toContain('We have closed the ticket');
    const empty = await client.post(`${DASH}/tickets/${ticket.id}/reply`, { message: '  ' }, boss.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message[0]).toBe('Write your message');
  });

  it('a reply carries the staff member’s own pictures, which the customer sees; nobody else’s', async () => {
    const boss = await admin();
    const shopper = await customer();
    const ticket = await openTicket(shopper.headers);
    const photo = await uploadImage(boss.headers);
    const res = await client.post(
      `${DASH}/tickets/${ticket.id}/reply`,
      {
        message: 'Is this the box you got?',
        imageIds: [photo.id],
      },
      boss.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(shopper.user.email)).at(-1)?.text).toContain(
      'A picture is attached: see the ticket.',
    );
    const seen = (await client.get(`${V2}/ticket/${ticket.id}`, shopper.headers)).json().data;
    expect(seen.messages.at(-1)).toMatchObject({
      side: 'staff',
      images: [expect.objectContaining({ id: photo.id })],
    });
    // A picture goes out once, and only its uploader may send it.
    const again = await client.post(
      `${DASH}/tickets/${ticket.id}/reply`,
      {
        message: 'Again',
        imageIds: [photo.id],
      },
      boss.headers,
    );
    expect(again.statusCode).toBe(404);
    const theirs = await uploadImage(shopper.headers);
    const stolen = await client.post(
      `${DASH}/tickets/${ticket.id}/reply`,
      {
        message: 'Theirs',
        imageIds: [theirs.id],
      },
      boss.headers,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('One of the images was not found');
  });

  it('assigns only to people who may see the ticket, and the audit log keeps before and after', async () => {
    const boss = await admin();
    const shopper = await customer();
    const { order, owner, packer } = await storeOrder(shopper.user.id);
    const ticket = await openTicket(shopper.headers, { orderId: order.id });
    const seen = ZStaffTicketResponse.parse(
      (await client.get(`${DASH}/tickets/${ticket.id}`, boss.headers)).json(),
    );
    const names = seen.data.assignable.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Maya Gurung', 'Ram Shrestha', 'Gita Thapa']));
    expect(names).not.toContain('Hari Rai');
    const bad = await client.patch(
      `${DASH}/tickets/${ticket.id}`,
      {
        assigneeId: packer.user.id,
      },
      boss.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.assigneeId[0]).toBe('Choose someone from the list');
    const nothing = await client.patch(`${DASH}/tickets/${ticket.id}`, {}, boss.headers);
    expect(nothing.statusCode).toBe(400);

    const res = await client.patch(
      `${DASH}/tickets/${ticket.id}`,
      {
        assigneeId: owner.user.id,
        status: 'waiting',
      },
      boss.headers,
    );
    expect(res.json()).toMatchObject({
      data: { status: 'waiting', assignee: { name: 'Ram Shrestha' } },
      message: 'Ticket updated',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'changeStaffTicket'),
          eq(auditLog.targetId, ticket.id),
          eq(auditLog.status, 200),
        ),
      );
    const [change] = await t.db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.requestId, entry.requestId));
    expect(change).toMatchObject({
      entity: 'support_ticket',
      before: { status: 'open', assigneeId: null },
      after: { status: 'waiting', assigneeId: owner.user.id },
    });
    // Unassigned again.
    const cleared = await client.patch(`${DASH}/tickets/${ticket.id}`, { assigneeId: null }, owner.headers);
    expect(cleared.json().data.assignee).toBeNull();
  });
});
