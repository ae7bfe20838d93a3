import { addDays, kathmanduInstant, todayInKathmandu } from '@upahar/contract';

// Weeks run Sunday to Saturday, as they do in Nepal; statements and payouts follow them.

/** The Sunday (Nepal) of the week holding `day` (YYYY-MM-DD). */
export function sundayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -weekday);
}

/** The week starting on Sunday `weekStart`: its Saturday and the instants it spans. */
export function weekOf(weekStart: string) {
  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    from: kathmanduInstant(weekStart),
    until: kathmanduInstant(addDays(weekStart, 7)),
  };
}

/** The week in progress at `now`, in Nepal. */
export const currentWeek = (now: Date) => weekOf(sundayOf(todayInKathmandu(now)));

/** The Sunday payouts are next made: today when it is Sunday, else the coming one. */
export function nextPayoutDay(now: Date): string {
  const today = todayInKathmandu(now);
  const sunday = sundayOf(today);
  return sunday === today ? today : addDays(sunday, 7);
}
