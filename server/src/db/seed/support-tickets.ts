import { asc, eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { orderParts, orders, stores, supportTicketMessages, supportTickets, users } from '../schema/index.ts';

type Side = 'customer' | 'staff' | 'store';
type Seed = {
  reference: string;
  email: string;
  subject: string;
  category: 'order' | 'delivery' | 'payment' | 'account';
  status: 'open' | 'waiting' | 'closed';
  /** Which of the customer's orders, oldest first; none when absent. */
  order?: 0 | 1;
  assignee?: string;
  /** Hours ago, oldest first. */
  messages: { side: Side; hoursAgo: number; body: string }[];
};

const TICKETS: Seed[] = [
  {
    reference: 'T-5A1C0E72',
    email: 'customer@upahar.demo',
    subject: 'Can you write “Happy 60th, Buwa” on the cake?',
    category: 'order',
    status: 'open',
    order: 1,
    messages: [
      {
        side: 'customer',
        hoursAgo: 1,
        body: 'Namaste! I forgot to add a message when I ordered. Could you write “Happy 60th, Buwa” in red icing? Thank you.',
      },
    ],
  },
  {
    reference: 'T-3F9B2D41',
    email: 'customer@upahar.demo',
    subject: 'The cream had melted a little when the cake arrived',
    category: 'delivery',
    status: 'waiting',
    order: 0,
    assignee: 'seller@upahar.demo',
    messages: [
      {
        side: 'customer',
        hoursAgo: 280,
        body: 'The cake tasted lovely, but the cream on one side had melted and the writing was smudged. It was a hot afternoon in Baneshwor.',
      },
      {
        side: 'store',
        hoursAgo: 276,
        body: 'We are sorry, Aarati. Our rider was held up near Maitighar. We have added a Rs 300 credit to your account for your next order, and from this week our bikes carry cool boxes. Is there anything else we can do?',
      },
    ],
  },
  {
    reference: 'T-8C6E4A13',
    email: 'customer@upahar.demo',
    subject: 'eSewa took the payment twice',
    category: 'payment',
    status: 'closed',
    assignee: 'admin@upahar.demo',
    messages: [
      {
        side: 'customer',
        hoursAgo: 600,
        body: 'My eSewa statement shows two payments of Rs 1,850 for one order.',
      },
      {
        side: 'staff',
        hoursAgo: 596,
        body: 'Thank you for telling us. The second payment was refunded to your eSewa wallet today; it can take up to three working days to show.',
      },
      { side: 'customer', hoursAgo: 530, body: 'It is back in my wallet now. Dhanyabad!' },
    ],
  },
  {
    reference: 'T-1D7F5B96',
    email: 'applicant@upahar.demo',
    subject: 'How do I change the phone number on my account?',
    category: 'account',
    status: 'open',
    messages: [
      {
        side: 'customer',
        hoursAgo: 20,
        body: 'I have a new Ncell number and the old one is still on my account. Where can I change it?',
      },
    ],
  },
];

/** A few tickets in every state, so the support queue and the shopper's list are not empty. */
export async function seedDemoTickets(db: DbOrTx) {
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...new Set(TICKETS.flatMap((t) => [t.email, t.assignee ?? t.email]))]));
  const person = (email: string) => people.find((p) => p.email === email);
  const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.role, 'admin')).limit(1);
  const now = clock.now().getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  for (const seed of TICKETS) {
    const customer = person(seed.email);
    if (!customer) continue;
    const customerOrders = await db
      .select({ id: orders.id, store: stores.name })
      .from(orders)
      .innerJoin(orderParts, eq(orderParts.orderId, orders.id))
      .innerJoin(stores, eq(stores.id, orderParts.storeId))
      .where(eq(orders.userId, customer.id))
      .orderBy(asc(orders.placedAt));
    const order = seed.order === undefined ? undefined : customerOrders[seed.order];
    const first = at(seed.messages[0].hoursAgo);
    const last = at(seed.messages.at(-1)?.hoursAgo ?? 0);
    const [ticket] = await db
      .insert(supportTickets)
      .values({
        reference: seed.reference,
        userId: customer.id,
        subject: seed.subject,
        category: seed.category,
        status: seed.status,
        orderId: order?.id ?? null,
        assigneeId: seed.assignee ? (person(seed.assignee)?.id ?? null) : null,
        lastMessageAt: last,
        closedAt: seed.status === 'closed' ? last : null,
        createdAt: first,
        updatedAt: last,
      })
      .returning({ id: supportTickets.id });
    await db.insert(supportTicketMessages).values(
      seed.messages.map((m) => ({
        ticketId: ticket.id,
        authorId: m.side === 'customer' ? customer.id : (person(seed.assignee ?? '')?.id ?? null),
        side: m.side,
        authorName:
          m.side === 'customer'
            ? customer.name
            : m.side === 'store'
              ? (order?.store ?? 'Upahar')
              : (admin?.name.split(' ')[0] ?? 'Upahar'),
        body: m.body,
        createdAt: at(m.hoursAgo),
      })),
    );
  }
}
