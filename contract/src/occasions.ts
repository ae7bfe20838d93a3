import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { formatBothCalendars, formatBsDate, gregorianDay } from './bs-format.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { currentLocale, type Locale } from './locale.ts';
import { maxDayOfMonth } from './occasion-dates.ts';
import { ZPhoneNumber } from './phone.ts';

export * from './occasion-dates.ts';

// Occasion reminders: a shopper keeps the people they send gifts to and those people's occasions
// (a day of the year on the Bikram Sambat or the Gregorian calendar), and the shop reminds them a
// few days before with a link to a cart made from last time's gift.

export const OCCASION_KINDS = ['birthday', 'anniversary', 'festival'] as const;
export type TOccasionKind = (typeof OCCASION_KINDS)[number];
export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export const REMINDER_DAYS_MAX = 14;
export const OCCASIONS_PER_PERSON_MAX = 10;
export const REMINDER_PEOPLE_MAX = 50;
export const SUGGESTIONS_PER_KIND_MAX = 6;

const whole = (error: () => string, min: number, max: number) =>
  numeric(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

export const ZOccasionInput = z
  .object({
    /** An occasion kept from before (its reminders already sent stay counted); none: a new one. */
    id: whole(() => m.occasions_error_choose(), 1, 2_147_483_647).optional(),
    kind: z.enum(OCCASION_KINDS, { error: () => m.occasions_error_kind() }),
    label: zText()
      .trim()
      .max(40, { error: () => m.occasions_error_label_long() })
      .default(''),
    calendar: z.enum(['bs', 'ad'], { error: () => m.occasions_error_calendar() }),
    month: whole(() => m.occasions_error_month(), 1, 12),
    day: whole(() => m.occasions_error_day(), 1, 32),
    year: whole(() => m.occasions_error_year(), 1900, 2200)
      .nullable()
      .optional(),
    daysBefore: whole(() => m.occasions_error_days_before(), 1, REMINDER_DAYS_MAX).default(3),
    channel: z.enum(REMINDER_CHANNELS, { error: () => m.occasions_error_channel() }).default('email'),
  })
  .superRefine((o, ctx) => {
    // A day past 32 is refused on its own already; one the month never has is refused here.
    if (o.day <= 32 && o.day > maxDayOfMonth(o.calendar, o.month))
      ctx.addIssue({ code: 'custom', path: ['day'], message: m.occasions_error_day() });
    if (o.kind === 'festival' && o.label === '')
      ctx.addIssue({ code: 'custom', path: ['label'], message: m.occasions_error_label() });
  });
export type TOccasionInput = z.input<typeof ZOccasionInput>;

export const ZReminderPersonBody = z.object({
  name: zText({ error: () => m.occasions_error_name() })
    .trim()
    .min(1, { error: () => m.occasions_error_name() })
    .max(60, { error: () => m.occasions_error_name_long() }),
  relation: zText()
    .trim()
    .max(40, { error: () => m.occasions_error_relation_long() })
    .default(''),
  phone: z.preprocess((v) => (v === '' ? null : v), ZPhoneNumber.nullable()).default(null),
  /** The order this person received, when the reminder was made from it: its gift is rebuilt. */
  orderId: z
    .uuid({ error: () => m.occasions_error_order() })
    .nullable()
    .default(null),
  occasions: z
    .array(ZOccasionInput)
    .min(1, { error: () => m.occasions_error_none() })
    .max(OCCASIONS_PER_PERSON_MAX, { error: () => m.occasions_error_too_many() }),
});
export type TReminderPersonBody = z.input<typeof ZReminderPersonBody>;

export const ZReminderPersonParams = z.object({
  id: whole(() => m.occasions_error_choose(), 1, 2_147_483_647),
});

export const ZOccurrence = z.object({ date: z.string(), inDays: z.number().int() });
export const ZOccasion = z.object({
  id: z.number().int(),
  kind: z.enum(OCCASION_KINDS),
  label: z.string(),
  calendar: z.enum(['bs', 'ad']),
  month: z.number().int(),
  day: z.number().int(),
  year: z.number().int().nullable(),
  daysBefore: z.number().int(),
  channel: z.enum(REMINDER_CHANNELS),
  subscribed: z.boolean(),
  /** The next day it falls on (Gregorian, Kathmandu) and how many days away; null past the BS table. */
  next: ZOccurrence.nullable(),
});
export type TOccasion = z.infer<typeof ZOccasion>;

export const ZReminderPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  orderId: z.string().nullable(),
  occasions: z.array(ZOccasion),
});
export type TReminderPerson = z.infer<typeof ZReminderPerson>;

export const ZReminderPeopleResponse = success(z.object({ people: z.array(ZReminderPerson) }));
export const ZReminderPersonResponse = success(z.object({ person: ZReminderPerson }));

// The pages a reminder's links open, found by the link's token alone (no login).
export const ZLinkTokenParams = z.object({
  token: zText()
    .min(20, { error: () => m.occasions_link_gone() })
    .max(100, { error: () => m.occasions_link_gone() }),
});

export const ZGiftItem = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** False when the product is no longer sold: left out of the cart, with a note. */
  available: z.boolean(),
});
export const ZGiftLink = z.object({
  personName: z.string(),
  kind: z.enum(OCCASION_KINDS),
  label: z.string(),
  calendar: z.enum(['bs', 'ad']),
  date: z.string(),
  /** True: last time's gift for this person; false: the shop's suggestions for the occasion. */
  fromLastGift: z.boolean(),
  items: z.array(ZGiftItem),
});
export type TGiftLink = z.infer<typeof ZGiftLink>;
export const ZGiftLinkResponse = success(z.object({ gift: ZGiftLink }));
export const ZGiftCartResponse = success(
  z.object({ added: z.number().int(), skipped: z.array(z.object({ name: z.string(), reason: z.string() })) }),
);
export type TGiftCart = z.infer<typeof ZGiftCartResponse>['data'];

export const ZReminderSubscription = z.object({
  personName: z.string(),
  kind: z.enum(OCCASION_KINDS),
  label: z.string(),
  subscribed: z.boolean(),
});
export type TReminderSubscription = z.infer<typeof ZReminderSubscription>;
export const ZReminderSubscriptionBody = z.object({
  subscribed: z.boolean({ error: () => m.occasions_error_subscribed() }),
});
export const ZReminderSubscriptionResponse = success(z.object({ subscription: ZReminderSubscription }));

// Staff: the products suggested for each kind of occasion when a person has had no gift yet.
export const ZSuggestionKindParams = z.object({
  kind: z.enum(OCCASION_KINDS, { error: () => m.occasions_error_kind() }),
});
export const ZSuggestionsBody = z.object({
  productIds: z
    .array(z.uuid({ error: () => m.occasions_error_product() }))
    .max(SUGGESTIONS_PER_KIND_MAX, { error: () => m.occasions_error_suggestions_max() }),
});
const ZSuggestedProduct = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export const ZReminderDesk = z.object({
  suggestions: z.object({
    birthday: z.array(ZSuggestedProduct),
    anniversary: z.array(ZSuggestedProduct),
    festival: z.array(ZSuggestedProduct),
  }),
  /** Reminders sent per Kathmandu day, the latest fourteen days that sent any. */
  sentPerDay: z.array(z.object({ day: z.string(), email: z.number().int(), sms: z.number().int() })),
  lastSentAt: z.string().nullable(),
});
export type TReminderDesk = z.infer<typeof ZReminderDesk>;
export const ZReminderDeskResponse = success(ZReminderDesk);

/** How an occasion is named to people: "Birthday", or a festival's own label. */
export function occasionName(o: { kind: TOccasionKind; label: string }): string {
  if (o.kind === 'festival') return o.label || m.occasions_kind_festival();
  const kind = o.kind === 'birthday' ? m.occasions_kind_birthday() : m.occasions_kind_anniversary();
  return o.label ? `${kind} (${o.label})` : kind;
}

/**
 * The day an occasion falls on, in both calendars, its own first: "Mangsir 12, 2083 (28 Nov
 * 2026)" for a Bikram Sambat birthday; a Gregorian one reads as every other date of the shop.
 */
export function formatOccasionDay(date: string, calendar: 'bs' | 'ad', locale: Locale = currentLocale()) {
  if (calendar === 'ad') return formatBothCalendars(date, locale);
  const bs = formatBsDate(date, locale);
  return bs ? `${bs} (${gregorianDay(date)})` : gregorianDay(date);
}
