import { OPEN_TICKETS_MAX, ZTicketResponse, ZTicketsResponse } from '@upahar/contract';
import { describe, expect } from 'vitest';
import { supportTickets } from '../../db/schema/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { pruneUnsentUploads } from '../uploads/index.ts';
import {
  admin,
  client,
  customer,
  mailsTo,
  openTicket,
  storeOrder,
  ticketBody,
  uploadImage,
  V2,
} from './test-kit.ts';

describe('a shopper’s tickets', () => {
  it('opens a ticket about their order with pictures, and both sides are e-mailed', async () => {
    const shopper = await customer();
    const boss = await admin();
    const { order, owner } = await storeOrder(shopper.user.id);
    const image = await uploadImage(shopper.headers);
    const res = await client.post(
      `${V2}/ticket`,
      ticketBody({ orderId: order.id, imageIds: [image.id], subject: '  Squashed cake  ' }),
      shopper.headers,
    );
    expect(res.statusCode, res.payload).toBe(201);
    const ticket = ZTicketResponse.parse(res.json()).data;
    expect(res.json().message).toMatch(/^Ticket T-[0-9A-F]{8} is open/);
    expect(ticket).toMatchObject({
      subject: 'Squashed cake',
      category: 'delivery',
      status: 'open',
      order: { id: order.id, number: order.number },
      messageCount: 1,
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        side: 'customer',
        mine: true,
        images: [expect.objectContaining({ id: image.id })],
      }),
    ]);
    expect((await mailsTo(shopper.user.email)).map((m) => m.subject)).toEqual([
      `We received your ticket ${ticket.reference}: Squashed cake`,
    ]);
    // The admins and the store whose order it is hear of it, with a link to answer.
    for (const who of [boss, owner]) {
      const [mail] = await mailsTo(who.user.email);
      expect(mail.subject).toBe(`New ticket ${ticket.reference}: Squashed cake`);
      expect(mail.text).toContain(`/dashboard/tickets/${ticket.id}`);
    }
  });

  it('refuses another person’s order or picture with a 404 and keeps nothing', async () => {
    const shopper = await customer();
    const other = await customer();
    const { order } = await storeOrder(other.user.id);
    const theirImage = await uploadImage(other.headers);
    const byOrder = await client.post(`${V2}/ticket`, ticketBody({ orderId: order.id }), shopper.headers);
    expect(byOrder.statusCode).toBe(404);
    expect(byOrder.json().message).toBe('The order was not found');
    const byImage = await client.post(
      `${V2}/ticket`,
      ticketBody({ imageIds: [theirImage.id] }),
      shopper.headers,
    );
    expect(byImage.statusCode).toBe(404);
    expect(byImage.json().message).toBe('One of the images was not found');
    expect(await t.db.select().from(supportTickets)).toEqual([]);
  });

  it('two replies sent at once with the same picture: one has it, the other is told, none fails', async () => {
    const shopper = await customer();
    const ticket = await openTicket(shopper.headers);
    const image = await uploadImage(shopper.headers);
    const reply = () =>
      client.post(
        `${V2}/reply-ticket`,
        {
          ticketId: ticket.id,
          message: 'Here is the box',
          imageIds: [image.id],
        },
        shopper.headers,
      );
    const codes = (await Promise.all([reply(), reply()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404]);
    const seen = ZTicketResponse.parse(
      (await client.get(`${V2}/ticket/${ticket.id}`, shopper.headers)).json(),
    );
    expect(seen.data.messages.flatMap((m) => m.images.map((i) => i.id))).toEqual([image.id]);
  });

  it('explains every field it refuses', async () => {
    const shopper = await customer();
    const res = await client.post(
      `${V2}/ticket`,
      {
        subject: 'Hi',
        category: 'cake-wars',
        message: 'short',
        imageIds: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      shopper.headers,
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.subject[0]).toBe('Enter a subject (at least 5 characters)');
    expect(errors.category[0]).toBe('Choose what the ticket is about');
    expect(errors.message[0]).toBe('Write your message (at least 10 characters)');
    expect(errors.imageIds[0]).toBe('Attach at most 5 images');
    const nul = await client.post(
      `${V2}/ticket`,
      ticketBody({ message: 'A message with \u0000 in it' }),
      shopper.headers,
    );
    expect(nul.statusCode).toBe(400);
  });

  it('lists the latest activity first, ten to a page, with the last reply', async () => {
    const shopper = await customer();
    const ids: string[] = [];
    const start = freezeClock(new Date('2026-05-01T04:00:00Z'));
    for (let i = 0; i < 11; i++) {
      // A minute apart, so the order is the order of writing.
      freezeClock(new Date(start.getTime() + i * 60_000));
      const ticket = await openTicket(shopper.headers, { subject: `Question number ${i}` });
      ids.push(ticket.id);
      // Closed ones make room: a shopper may keep only a few open at once.
      if (i < 10) await client.post(`${V2}/ticket/${ticket.id}/close`, undefined, shopper.headers);
    }
    freezeClock(new Date(start.getTime() + 60 * 60_000));
    await client.post(
      `${V2}/reply-ticket`,
      {
        ticketId: ids[0],
        message: 'Any news on this one?',
      },
      shopper.headers,
    );
    const one = ZTicketsResponse.parse((await client.get(`${V2}/support-tickets`, shopper.headers)).json());
    expect(one.data.tickets).toHaveLength(10);
    expect(one.data.tickets[0]).toMatchObject({
      id: ids[0],
      status: 'open',
      messageCount: 2,
      lastMessage: { side: 'customer', excerpt: 'Any news on this one?' },
    });
    expect(one.meta?.pagination).toMatchObject({ total: 11, perPage: 10, totalPages: 2 });
    const two = (await client.get(`${V2}/support-tickets?page=2`, shopper.headers)).json();
    expect(two.data.tickets.map((x: { id: string }) => x.id)).toEqual([ids[1]]);
  });

  it('keeps each shopper’s tickets to themselves: 404 on every route', async () => {
    const owner = await customer();
    const stranger = await customer();
    const ticket = await openTicket(owner.headers);
    expect((await client.get(`${V2}/ticket/${ticket.id}`, stranger.headers)).statusCode).toBe(404);
    const reply = await client.post(
      `${V2}/reply-ticket`,
      {
        ticketId: ticket.id,
        message: 'Hello',
      },
      stranger.headers,
    );
    expect(reply.statusCode).toBe(404);
    expect(
      (await client.post(`${V2}/ticket/${ticket.id}/close`, undefined, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await client.get(`${V2}/support-tickets`, stranger.headers)).json().data.tickets).toEqual([]);
    expect((await client.get(`${V2}/ticket/not-a-uuid`, owner.headers)).statusCode).toBe(400);
    expect((await client.get(`${V2}/support-tickets`)).statusCode).toBe(401);
  });

  it('closes a ticket, and a reply opens it again', async () => {
    const shopper = await customer();
    const ticket = await openTicket(shopper.headers);
    const closed = await client.post(`${V2}/ticket/${ticket.id}/close`, undefined, shopper.headers);
    expect(closed.json()).toMatchObject({
      data: { status: 'closed' },
      message: expect.stringMatching(/closed/),
    });
    // Again: nothing changes, no error.
    expect(
      (await client.post(`${V2}/ticket/${ticket.id}/close`, undefined, shopper.headers)).statusCode,
    ).toBe(200);
    const image = await uploadImage(shopper.headers);
    const reply = await client.post(
      `${V2}/reply-ticket`,
      {
        ticketId: ticket.id,
        message: 'Sorry, one more thing',
        imageIds: [image.id],
      },
      shopper.headers,
    );
    const data = ZTicketResponse.parse(reply.json()).data;
    expect(data.status).toBe('open');
    expect(data.messages.at(-1)?.images.map((i) => i.id)).toEqual([image.id]);
  });

  it(`allows at most ${OPEN_TICKETS_MAX} open tickets at once`, async () => {
    const shopper = await customer();
    for (let i = 0; i < OPEN_TICKETS_MAX; i++) await openTicket(shopper.headers);
    const res = await client.post(`${V2}/ticket`, ticketBody(), shopper.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `You have ${OPEN_TICKETS_MAX} open tickets. Close one that is settled before opening another.`,
    );
  });

  it('keeps pictures sent with a ticket when unsent uploads are cleared away', async () => {
    const shopper = await customer();
    const sent = await uploadImage(shopper.headers);
    await uploadImage(shopper.headers);
    await openTicket(shopper.headers, { imageIds: [sent.id] });
    const later = new Date(Date.now() + 48 * 3_600_000);
    expect(await pruneUnsentUploads({ db: t.db, now: later })).toBe(1);
    const again = await client.post(`${V2}/order-delete-image`, { id: sent.id }, shopper.headers);
    expect(again.statusCode).toBe(404);
  });
});
