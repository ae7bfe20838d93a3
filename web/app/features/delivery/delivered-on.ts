import { addDays, relativeDay } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

/** "Delivered today", "Delivered tomorrow", "Delivered on Tue 1 Dec": the chosen day, from `today`. */
export function deliveredOn(date: string, today: string): string {
  if (date === today) return m.delivery_delivered_today();
  if (date === addDays(today, 1)) return m.delivery_delivered_tomorrow();
  return m.delivery_delivered_on({ day: relativeDay(date, today) });
}
