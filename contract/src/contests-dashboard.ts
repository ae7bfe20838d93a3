import { z } from 'zod';
import { numeric, zText } from './common.ts';
import {
  CONTEST_ENTRY_TYPES,
  CONTEST_JUDGING,
  CONTEST_MAX_PLACES,
  ZContest,
  ZContestEntry,
} from './contests.ts';
import { success } from './envelope.ts';

// The staff's side of contests: create and change them, hide entries, pick places, publish.

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const when = (what: string) => z.iso.datetime({ offset: true, error: `Choose when the contest ${what}` });

export const ZContestBody = z
  .object({
    title: zText({ error: 'Name the contest' })
      .trim()
      .min(3, 'Name the contest in 3 to 120 characters')
      .max(120, 'Name the contest in 3 to 120 characters'),
    slug: zText({ error: 'Choose the address' })
      .trim()
      .toLowerCase()
      .min(3, 'Use 3 to 80 characters for the address')
      .max(80, 'Use 3 to 80 characters for the address')
      .regex(SLUG_RE, 'Use lowercase letters, digits and single dashes, like tihar-cake-photos'),
    description: zText({ error: 'Describe the contest' })
      .trim()
      .min(10, 'Describe the contest in 10 to 2000 characters')
      .max(2000, 'Describe the contest in 10 to 2000 characters'),
    rules: zText({ error: 'Write the rules' })
      .trim()
      .min(10, 'Write the rules in 10 to 4000 characters')
      .max(4000, 'Write the rules in 10 to 4000 characters'),
    entryType: z.enum(CONTEST_ENTRY_TYPES, { error: 'Choose photo or text entries' }),
    judging: z.enum(CONTEST_JUDGING, { error: 'Choose who judges' }),
    banner: z
      .preprocess(
        (v) => (v === '' ? null : v),
        zText()
          .regex(/^\/media\/contests\/[a-z0-9-]+\.(webp|svg)$/, 'Upload the banner again')
          .nullable(),
      )
      .default(null),
    startsAt: when('starts'),
    endsAt: when('ends'),
    prizes: z
      .array(
        z.object({
          place: numeric(z.number().int().min(1).max(CONTEST_MAX_PLACES)),
          prizeId: numeric(z.number({ error: 'Choose a prize' }).int().positive('Choose a prize')),
        }),
      )
      .max(CONTEST_MAX_PLACES, `At most ${CONTEST_MAX_PLACES} places have prizes`)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (Date.parse(b.endsAt) <= Date.parse(b.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start' });
    const places = b.prizes.map((p) => p.place);
    if (new Set(places).size !== places.length)
      ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'Give each place one prize' });
  });
export type TContestBody = z.input<typeof ZContestBody>;

export const ZDashboardContestParams = z.object({
  id: numeric(z.number({ error: 'Choose a contest' }).int().positive('Choose a contest')),
});
export const ZDashboardEntryParams = z.object({
  id: numeric(z.number({ error: 'Choose an entry' }).int().positive('Choose an entry')),
});

export const ZStaffContest = ZContest.extend({
  prizes: z.array(z.object({ place: z.number().int(), title: z.string(), prizeId: z.number().int() })),
  hiddenEntries: z.number().int(),
  votes: z.number().int(),
});
export type TStaffContest = z.infer<typeof ZStaffContest>;
export const ZStaffEntry = ZContestEntry.extend({ hidden: z.boolean(), email: z.string() });
export type TStaffEntry = z.infer<typeof ZStaffEntry>;

export const ZStaffContestsResponse = success(z.object({ contests: z.array(ZStaffContest) }));
export const ZStaffContestResponse = success(
  z.object({ contest: ZStaffContest, entries: z.array(ZStaffEntry) }),
);
export const ZStaffEntryResponse = success(z.object({ entry: ZStaffEntry }));
export const ZContestBannerResponse = success(z.object({ path: z.string() }));

/** Staff judging: the entries placed first, second..., each place once. */
export const ZContestPlacesBody = z
  .object({
    places: z
      .array(
        z.object({
          place: numeric(z.number().int().min(1).max(CONTEST_MAX_PLACES)),
          entryId: numeric(z.number({ error: 'Choose an entry' }).int().positive('Choose an entry')),
        }),
      )
      .max(CONTEST_MAX_PLACES),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.places.map((p) => p.place)).size !== b.places.length)
      ctx.addIssue({ code: 'custom', path: ['places'], message: 'Give each place to one entry' });
    if (new Set(b.places.map((p) => p.entryId)).size !== b.places.length)
      ctx.addIssue({ code: 'custom', path: ['places'], message: 'An entry can take one place only' });
  });
export type TContestPlacesBody = z.input<typeof ZContestPlacesBody>;
