import { m } from '@upahar/contract/messages';
import { formatClock, formatTimeRange, weekdayName } from './date-format.ts';
import { kathmanduMinutes, kathmanduWeekday } from './dates.ts';

// Whether a store is open at a moment, from its week of opening hours (Sunday first, 'HH:MM' in
// Kathmandu, null on a closed day). Plain code without schemas: the store page runs it on the
// server and again in the browser, so the line is right for whoever looks, even on a page that
// was rendered a little earlier and kept.

export type DayHours = { opens: string; closes: string } | null;

export type OpenState =
  | { open: true; closes: string }
  /** `next`: when it opens again; `inDays` 0 is later today. Null when it opens on no day. */
  | { open: false; next: { inDays: number; weekday: number; opens: string } | null };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A day's hours when they make sense (it closes after it opens), else null: closed. */
const usable = (h: DayHours | undefined): DayHours =>
  h && /^\d{1,2}:\d{2}/.test(h.opens) && minutesOf(h.closes) > minutesOf(h.opens) ? h : null;

export function openState(week: readonly DayHours[], now: Date): OpenState {
  const day = kathmanduWeekday(now);
  const minute = kathmanduMinutes(now);
  const today = usable(week[day]);
  if (today && minute >= minutesOf(today.opens) && minute < minutesOf(today.closes))
    return { open: true, closes: today.closes };
  if (today && minute < minutesOf(today.opens))
    return { open: false, next: { inDays: 0, weekday: day, opens: today.opens } };
  for (let d = 1; d <= 7; d++) {
    const weekday = (day + d) % 7;
    const h = usable(week[weekday]);
    if (h) return { open: false, next: { inDays: d, weekday, opens: h.opens } };
  }
  return { open: false, next: null };
}

/** "Open now · closes 8 pm", "Closed · opens 9 am" (later today), "Closed · opens 9 am Mon". */
export function openStateText(s: OpenState): string {
  if (s.open) return m.catalog_hours_open_now({ time: formatClock(s.closes) });
  if (!s.next) return m.catalog_hours_closed();
  const time = formatClock(s.next.opens);
  return s.next.inDays === 0
    ? m.catalog_hours_opens_today({ time })
    : m.catalog_hours_opens_on({ time, day: weekdayName(s.next.weekday, { short: true }) });
}

/** "9 am – 8 pm", or "Closed". */
export const dayHoursText = (h: DayHours | undefined): string => {
  const u = usable(h);
  return u ? formatTimeRange(u.opens, u.closes) : m.catalog_hours_closed();
};
