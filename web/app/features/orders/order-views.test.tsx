import type { TOrderCard, TOrderDetail, TOrderPart } from '@upahar/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '~/features/currency';
import { ComplaintList } from './complaint-list';
import { OrderCard } from './order-card';
import { OrderParts } from './order-parts';
import { MoneySummary, RefundedAfterDelivery } from './order-summary';
import { TimelineView } from './timeline-view';

// React separates adjacent text with comments; the assertions read the text as a person would.
const render = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <CurrencyProvider info={null}>{node}</CurrencyProvider>
    </MemoryRouter>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

// Dates of this year are written without their year: the tests read them in 2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const card: TOrderCard = {
  orderId: '7d1f0c1e-0000-4000-8000-000000000001',
  number: 'UP-ABC123',
  status: 'placed',
  paymentMethod: 'esewa',
  paymentStatus: 'pending',
  total: 315_000,
  itemCount: 2,
  image: null,
  title: 'Black Forest Cake <with cherries>',
  deliveryDate: '2026-05-14',
  slotLabel: '10:00–13:00',
  placedAt: '2026-05-12T10:20:00Z',
  partCount: 1,
};

describe('OrderCard', () => {
  it('shows the first item, number, date, total, statuses and the delivery slot', () => {
    const text = render(<OrderCard order={card} />);
    expect(text).toContain('Black Forest Cake &lt;with cherries&gt;');
    expect(text).toContain('Order UP-ABC123 · placed Tue 12 May · 2 items');
    expect(text).toContain('Rs 3,150');
    expect(text).toContain('Placed');
    expect(text).toContain('Payment pending');
    expect(text).toContain('Thu 14 May (Baisakh 31) · 10 am – 1 pm');
    expect(text).toContain('Pay now');
  });
  it('says when several stores deliver the order', () => {
    expect(render(<OrderCard order={{ ...card, partCount: 2 }} />)).toContain('2 items from 2 stores');
  });
  it('offers no payment for cash on delivery or a cancelled order', () => {
    expect(render(<OrderCard order={{ ...card, paymentMethod: 'cod' }} />)).not.toContain('Pay now');
    expect(render(<OrderCard order={{ ...card, status: 'cancelled' }} />)).not.toContain('Pay now');
  });
});

describe('order detail parts', () => {
  it('lists the money lines the server sent, reductions as minus', () => {
    const order = {
      subtotal: 300_000,
      deliveryTotal: 0,
      deliveryCharge: 0,
      methodCharge: 0,
      discount: 30_000,
      credit: 0,
      total: 270_000,
      couponCode: 'DASHAIN10',
      deliveryMethod: { id: 1, name: 'Standard' },
    } as TOrderDetail;
    const text = render(<MoneySummary order={order} />);
    expect(text).toContain('Standard delivery Free');
    expect(text).toContain('Discount (coupon DASHAIN10) − Rs 300');
    expect(text).toContain('Total Rs 2,700');
  });
  // Placed by the customer, confirmed by the bakery with a note (13 May 1:45 am in Kathmandu).
  const timelineOrder = (note: string): Pick<TOrderDetail, 'status' | 'timeline'> => ({
    status: 'confirmed',
    timeline: [
      { status: 'placed', label: 'Placed', note: '', actor: 'customer', at: '2026-05-12T10:20:00Z' },
      { status: 'confirmed', label: 'Confirmed', note, actor: 'seller', at: '2026-05-12T20:00:00Z' },
    ],
  });
  it('tells the timeline in Kathmandu time with who moved the order', () => {
    const text = render(<TimelineView order={timelineOrder('')} seller="the bakery" />);
    expect(text).toContain('Placed (done) Tue 12 May (Baisakh 29), 4:05 pm · You');
    expect(text).toContain('Confirmed (current step) Wed 13 May (Baisakh 30), 1:45 am · The bakery');
    expect(text).toContain('Delivered (still to come)');
  });
  it('words the timeline for the store, quoting the notes', () => {
    const text = render(<TimelineView order={timelineOrder('Rider leaves at 3 pm')} viewer="staff" />);
    expect(text).toContain('Placed (done) Tue 12 May (Baisakh 29), 4:05 pm · Customer');
    expect(text).toContain(
      'Confirmed (current step) Wed 13 May (Baisakh 30), 1:45 am · Store “Rider leaves at 3 pm”',
    );
  });
});

describe('an order from several stores', () => {
  const part = (n: number, over: Partial<TOrderPart>): TOrderPart => ({
    partId: `p${n}`,
    number: `UP-ABC123-${'AB'[n]}`,
    storeId: n,
    storeName: ['Lazimpat Bakers', 'Himalayan Gifts'][n],
    storeSlug: ['lazimpat-bakers', 'himalayan-gifts'][n],
    status: 'placed',
    paymentStatus: 'pending',
    subtotal: 150_000,
    deliveryTotal: 5_000,
    deliveryCharge: 5_000,
    methodCharge: 0,
    discount: 0,
    credit: 0,
    total: 155_000,
    deliveryDate: '2026-05-14',
    slotLabel: '10:00–13:00',
    cancelReason: null,
    timeline: [],
    canCancel: true,
    refundedPaisa: 0,
    recipient: {
      drop: 1,
      alias: 'Home',
      receiverName: 'Sita Shrestha',
      phoneNumber: '9841234567',
      secondaryPhoneNumber: null,
      landmark: 'Near the Ganesh temple',
      locationName: 'Thamel',
      giftMessage: '',
      hideSender: false,
    },
    proof: null,
    ...over,
  });
  const item = (n: number, name: string) => ({
    id: n,
    productId: `x${n}`,
    slug: `item-${n}`,
    name,
    image: null,
    optionsLabel: '',
    message: '',
    quantity: 1,
    unitPrice: 150_000,
    total: 150_000,
    isGift: false,
    storeName: '',
    partId: `p${n}`,
    kind: 'gift' as const,
  });
  it('shows each store’s part with its own lines and status, and cancels only parts that may be', () => {
    const order = {
      ...card,
      partCount: 2,
      items: [item(0, 'Black Forest Cake'), item(1, 'Red Rose Bouquet')],
      parts: [
        part(0, { status: 'preparing', canCancel: false }),
        part(1, {
          status: 'cancelled',
          canCancel: false,
          cancelReason: 'Out of roses',
          paymentStatus: 'refund_due',
        }),
      ],
    } as unknown as TOrderDetail;
    const text = render(<OrderParts order={order} onCancelled={() => {}} onStale={() => {}} />);
    expect(text).toContain('2 stores deliver this order');
    expect(text).toMatch(/From Lazimpat Bakers Part UP-ABC123-A · Rs 1,550 Being prepared Black Forest Cake/);
    expect(text).toMatch(/From Himalayan Gifts .* Cancelled This part was cancelled. Reason: Out of roses/);
    expect(text).toContain('What you paid for it (Rs 1,550) is refunded.');
    expect(text).not.toContain('Cancel this part');
    const open = { ...order, parts: [part(0, {}), part(1, {})] } as TOrderDetail;
    const both = render(<OrderParts order={open} onCancelled={() => {}} onStale={() => {}} />);
    expect(both.match(/Cancel this part/g)).toHaveLength(2);
  });
});

describe('money given back after delivery', () => {
  const complaint = {
    id: 1,
    subject: 'Melted icing',
    message: 'The icing had melted by the time it came.',
    status: 'resolved',
    images: [],
    createdAt: '2026-05-14T10:00:00Z',
    settledPartId: 'p0',
    refundPaisa: 50_000,
    settlement: 'Half the price back for the melted icing',
    proofPartId: null,
  };
  it('tells the customer what a settled complaint gave back and why', () => {
    const text = render(<ComplaintList complaints={[complaint]} />);
    expect(text).toContain('Resolved');
    expect(text).toContain('Settled in your favour: Rs 500 is refunded to you. Why: Half the price back');
  });
  it('tells the store what it was charged, and names another store’s part', () => {
    const text = render(
      <ComplaintList complaints={[complaint]} viewer="staff" otherPart={() => 'UP-ABC123-B'} />,
    );
    expect(text).toContain('Settled in the customer’s favour: Rs 500 given back on part UP-ABC123-B.');
  });
  it('shows a delivered part’s refund, and nothing while none was given', () => {
    const delivered = {
      partId: 'p0',
      status: 'delivered',
      refundedPaisa: 160_000,
    } as TOrderPart;
    expect(render(<RefundedAfterDelivery parts={[delivered]} />)).toContain(
      'Refunded Rs 1,600 after delivery',
    );
    expect(render(<RefundedAfterDelivery parts={[{ ...delivered, refundedPaisa: 0 }]} />).trim()).toBe('');
  });
});
