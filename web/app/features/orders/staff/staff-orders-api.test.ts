import type { TDashboardOrderDetail } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { cardFromDetail, type TDashboardOrder } from './staff-orders-api';

const card: TDashboardOrder = {
  orderId: 'o1',
  partId: 'p1',
  number: 'UP-1001-A',
  orderNumber: 'UP-1001',
  partCount: 2,
  storeName: 'Lazimpat Bakers',
  status: 'placed',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  total: 150000,
  itemCount: 1,
  image: null,
  title: 'Chocolate cake',
  deliveryDate: '2026-05-04',
  slotLabel: '10 am - 1 pm',
  placedAt: '2026-05-03T10:20:00Z',
  customerName: 'Sita Sharma',
  storeId: 7,
  mayCancel: true,
  rider: null,
  undo: null,
  lines: [{ name: 'Chocolate cake', quantity: 1, optionsLabel: '1 lb', message: '' }],
};

describe('cardFromDetail', () => {
  it('takes the new status from the server and keeps the customer and store', () => {
    const items = [
      { name: 'Chocolate cake', quantity: 1, optionsLabel: '2 lb · Chocolate', message: 'Happy birthday' },
    ];
    const detail = {
      ...card,
      status: 'preparing',
      undo: { from: 'preparing', to: 'confirmed', secondsLeft: 600 },
      customerName: undefined,
      items,
    } as unknown as TDashboardOrderDetail;
    const next = cardFromDetail(card, detail);
    expect(next.status).toBe('preparing');
    expect(next.undo).toEqual({ from: 'preparing', to: 'confirmed', secondsLeft: 600 });
    expect(next.lines).toEqual(items);
    expect(next.customerName).toBe('Sita Sharma');
    expect(next.storeId).toBe(7);
    expect(next).not.toBe(card);
  });
});
