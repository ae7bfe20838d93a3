import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { formatBothCalendars } from './bs-format.ts';
import { numeric, zText } from './common.ts';
import { formatDateRange } from './date-format.ts';
import { addDays, isIsoDate } from './dates.ts';
import { success } from './envelope.ts';
import { currentLocale, type Locale } from './locale.ts';

// The festivals that drive gifting (Dashain, Tihar, Teej, Valentine's Day, ...). Most follow the
// lunar calendar, so their days move every year and staff enter them as the calendar committee
// announces them. A festival is one day or a span of days (both given as Kathmandu dates), named in
// English and in Nepali; its names are data, written by staff, never translated by the shop.

/** The longest span a festival may cover: Dashain's fifteen days with room to spare. */
export const FESTIVAL_MAX_DAYS = 31;
/** The widest range of days the storefront's read answers at once. */
export const FESTIVAL_RANGE_MAX_DAYS = 400;

const day = (error: () => string) => zText({ error }).trim().refine(isIsoDate, { error });

export const ZFestival = z.object({
  id: z.number().int(),
  name: z.string(),
  nameNe: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type TFestival = z.infer<typeof ZFestival>;

export const ZFestivalBody = z
  .object({
    name: zText({ error: () => m.festivals_error_name() })
      .trim()
      .min(1, { error: () => m.festivals_error_name() })
      .max(80, { error: () => m.festivals_error_name_long() }),
    nameNe: zText({ error: () => m.festivals_error_name_ne() })
      .trim()
      .min(1, { error: () => m.festivals_error_name_ne() })
      .max(80, { error: () => m.festivals_error_name_long() }),
    startsOn: day(() => m.festivals_error_starts_on()),
    endsOn: day(() => m.festivals_error_ends_on()),
  })
  .superRefine((b, ctx) => {
    // A day already refused on its own field is not compared again.
    if (!isIsoDate(b.startsOn) || !isIsoDate(b.endsOn)) return;
    if (b.endsOn < b.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m.festivals_error_ends_before() });
    else if (addDays(b.startsOn, FESTIVAL_MAX_DAYS - 1) < b.endsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m.festivals_error_too_long() });
  });
export type TFestivalBody = z.input<typeof ZFestivalBody>;

/** The storefront's read: the festivals with at least one day from `from` to `to`, both included. */
export const ZFestivalsQuery = z
  .object({
    from: day(() => m.festivals_error_from()),
    to: day(() => m.festivals_error_to()),
  })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.festivals_error_to() });
    else if (addDays(q.from, FESTIVAL_RANGE_MAX_DAYS) < q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.festivals_error_range() });
  });
export type TFestivalsQuery = z.input<typeof ZFestivalsQuery>;

export const ZFestivalParams = z.object({
  id: numeric(
    z
      .number({ error: () => m.festivals_error_choose() })
      .int({ error: () => m.festivals_error_choose() })
      .positive({ error: () => m.festivals_error_choose() }),
  ),
});

export const ZFestivalsResponse = success(z.object({ festivals: z.array(ZFestival) }));
export const ZFestivalResponse = success(z.object({ festival: ZFestival }));

/** A festival's name in the reader's language (a Nepali name left blank falls back to English). */
export const festivalName = (f: Pick<TFestival, 'name' | 'nameNe'>, locale: Locale = currentLocale()) =>
  locale === 'ne' && f.nameNe ? f.nameNe : f.name;

/**
 * The festival a day belongs to, or null. Where spans overlap (a one-day festival inside a longer
 * one), the shorter names the day: it is the more particular occasion.
 */
export function festivalOn<F extends Pick<TFestival, 'startsOn' | 'endsOn'>>(
  date: string,
  festivals: readonly F[],
): F | null {
  let best: F | null = null;
  for (const f of festivals) {
    if (date < f.startsOn || date > f.endsOn) continue;
    if (!best || spanOf(f) < spanOf(best) || (spanOf(f) === spanOf(best) && f.startsOn > best.startsOn))
      best = f;
  }
  return best;
}

const spanOf = (f: Pick<TFestival, 'startsOn' | 'endsOn'>) => Date.parse(f.endsOn) - Date.parse(f.startsOn);

/** A festival's days in both calendars: one day, or a span written once where it shares parts. */
export const festivalDays = (f: Pick<TFestival, 'startsOn' | 'endsOn'>) =>
  f.startsOn === f.endsOn
    ? formatBothCalendars(f.startsOn)
    : formatDateRange(f.startsOn, f.endsOn, { bs: true });
