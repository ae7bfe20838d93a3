import { relativeDay } from '@upahar/contract';

/** "Delivered today", "Delivered tomorrow", "Delivered on Tue 1 Dec": the chosen day, from `today`. */
export function deliveredOn(date: string, today: string): string {
  if (date === today) return 'Delivered today';
  const day = relativeDay(date, today);
  return day === 'Tomorrow' ? 'Delivered tomorrow' : `Delivered on ${day}`;
}
