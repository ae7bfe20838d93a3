import type { TOrderCard, TOrderDetail } from '@upahar/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '~/features/currency';
import { OrderCard } from './order-card';
import { MoneySummary } from './order-summary';
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
};

describe('OrderCard', () => {
  it('shows the first item, number, date, total, statuses and the delivery slot', () => {
    const text = render(<OrderCard order={card} />);
    expect(text).toContain('Black Forest Cake &lt;with cherries&gt;');
    expect(text).toContain('Order UP-ABC123 · placed 12 May 2026 · 2 items');
    expect(text).toContain('₨ 3,150');
    expect(text).toContain('Placed');
    expect(text).toContain('Payment pending');
    expect(text).toContain('Thu 14 May · 10:00–13:00');
    expect(text).toContain('Pay now');
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
    expect(text).toContain('Discount (coupon DASHAIN10) − ₨ 300');
    expect(text).toContain('Total ₨ 2,700');
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
    const text = render(<TimelineView order={timelineOrder('')} />);
    expect(text).toContain('Placed (done) 12 May 2026, 4:05 pm · You');
    expect(text).toContain('Confirmed (current step) 13 May 2026, 1:45 am · The bakery');
    expect(text).toContain('Delivered (still to come)');
  });
  it('words the timeline for the store, quoting the notes', () => {
    const text = render(<TimelineView order={timelineOrder('Rider leaves at 3 pm')} viewer="staff" />);
    expect(text).toContain('Placed (done) 12 May 2026, 4:05 pm · Customer');
    expect(text).toContain('Confirmed (current step) 13 May 2026, 1:45 am · Store “Rider leaves at 3 pm”');
  });
});
