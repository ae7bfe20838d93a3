import { m } from '@upahar/contract/messages';
import { formatDate } from './date-format.ts';
import { daysBetween, todayInKathmandu } from './dates.ts';
import { formatNumber } from './number-format.ts';
import type { TOrderStatus } from './order-status.ts';

// Moving a part of an order along is one tap on a phone, so a wrong tap must be cheap: a step
// taken before the delivery day is said to be early (and delivering early must be meant), and
// the last step may be taken back for a few minutes.

/** How long after a step whoever may move the part can take that step back, in minutes. */
export const UNDO_WINDOW_MINUTES = 10;

/**
 * The steps that may be taken back, each to the status it came from. Confirming is not: a store
 * that finds it cannot make a confirmed order cancels it, with a reason the customer reads.
 */
export const STEP_BACK: Partial<Record<TOrderStatus, TOrderStatus>> = {
  preparing: 'confirmed',
  out_for_delivery: 'preparing',
  delivered: 'out_for_delivery',
};

/** Whole days from today in Nepal until the delivery date; 0 on the day itself and after it. */
export const daysEarly = (deliveryDate: string, now: Date = new Date()): number =>
  Math.max(0, daysBetween(todayInKathmandu(now), deliveryDate));

/** "This order is for Tue 1 Dec — it is 3 days early": said before any step taken early. */
export const earlyText = (deliveryDate: string, days: number): string =>
  m.orders_early_text({ date: formatDate(deliveryDate, 'day'), count: formatNumber(days) });
