import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZPageQuery, zText } from './common.ts';
import { success } from './envelope.ts';

// Contests the shop runs: shoppers send one photo or text entry each while a contest is open and
// vote once per contest; when it ends the winners (by votes, or picked by staff) get the prizes
// set for their places.

export const CONTEST_ENTRY_TYPES = ['photo', 'text'] as const;
export type TContestEntryType = (typeof CONTEST_ENTRY_TYPES)[number];
export const CONTEST_JUDGING = ['votes', 'staff'] as const;
export type TContestJudging = (typeof CONTEST_JUDGING)[number];
export const CONTEST_STATES = ['running', 'upcoming', 'ended'] as const;
export type TContestState = (typeof CONTEST_STATES)[number];
/** Read when shown, so each page says it in its language. */
export const CONTEST_STATE_LABEL: Record<TContestState, string> = {
  get running() {
    return m.contests_state_running();
  },
  get upcoming() {
    return m.contests_state_upcoming();
  },
  get ended() {
    return m.contests_state_ended();
  },
};
export const CONTESTS_PER_PAGE = 12;
export const CONTEST_ENTRIES_PER_PAGE = 24;
/** Places with a prize: first to fifth at most. */
export const CONTEST_MAX_PLACES = 5;
export const CAPTION_MAX = 200;
export const ENTRY_TITLE_MAX = 100;
export const ENTRY_TEXT_MIN = 20;
export const ENTRY_TEXT_MAX = 2000;

export const placeLabel = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export const ZContestSlugParams = z.object({
  slug: zText({ error: 'Choose a contest' }).trim().min(1, 'Choose a contest').max(120),
});
export const ZContestIdParams = z.object({
  id: numeric(z.number({ error: 'Choose an entry' }).int().positive('Choose an entry')),
});

export const ZContestsQuery = ZPageQuery.extend({
  state: z.enum(CONTEST_STATES, { error: 'Choose running, upcoming or ended' }).optional(),
});
export const ZContestEntriesQuery = ZPageQuery;

export const ZContestPrize = z.object({ place: z.number().int(), title: z.string() });
export const ZContestWinner = z.object({
  place: z.number().int(),
  entryId: z.number().int(),
  name: z.string(),
  label: z.string(),
  prize: z.string().nullable(),
});

export const ZContestCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner: z.string().nullable(),
  entryType: z.enum(CONTEST_ENTRY_TYPES),
  judging: z.enum(CONTEST_JUDGING),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(CONTEST_STATES),
  resultsPublished: z.boolean(),
  entries: z.number().int(),
});
export type TContestCard = z.infer<typeof ZContestCard>;

export const ZContest = ZContestCard.extend({
  description: z.string(),
  rules: z.string(),
  prizes: z.array(ZContestPrize),
  winners: z.array(ZContestWinner),
});
export type TContest = z.infer<typeof ZContest>;

export const ZContestEntry = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  type: z.enum(CONTEST_ENTRY_TYPES),
  image: z.string().nullable(),
  caption: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  author: z.string(),
  votes: z.number().int(),
  views: z.number().int(),
  place: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TContestEntry = z.infer<typeof ZContestEntry>;

export const ZContestsResponse = success(z.object({ contests: z.array(ZContestCard) }));
export const ZContestResponse = success(
  z.object({ contest: ZContest, entries: z.array(ZContestEntry), banner: z.string().nullable() }),
);
export type TContestPage = z.infer<typeof ZContestResponse>['data'];
/** The signed-in shopper's own part in a contest: their entry and whom they voted for. */
export const ZContestSelfResponse = success(
  z.object({ entryId: z.number().int().nullable(), votedEntryId: z.number().int().nullable() }),
);
export type TContestSelf = z.infer<typeof ZContestSelfResponse>['data'];
export const ZContestantResponse = success(
  z.object({ entry: ZContestEntry, contest: ZContestCard, nextId: z.number().int().nullable() }),
);
export type TContestant = z.infer<typeof ZContestantResponse>['data'];
export const ZVoteResponse = success(z.object({ entryId: z.number().int(), votes: z.number().int() }));
export const ZViewResponse = success(z.object({ views: z.number().int() }));

export const ZTextEntryBody = z.object({
  title: zText({ error: 'Give your entry a title' })
    .trim()
    .min(3, `Give your entry a title of 3 to ${ENTRY_TITLE_MAX} characters`)
    .max(ENTRY_TITLE_MAX, `Give your entry a title of 3 to ${ENTRY_TITLE_MAX} characters`),
  text: zText({ error: 'Write your entry' })
    .trim()
    .min(ENTRY_TEXT_MIN, `Write at least ${ENTRY_TEXT_MIN} characters`)
    .max(ENTRY_TEXT_MAX, `Keep it to ${ENTRY_TEXT_MAX} characters`),
});
export type TTextEntryBody = z.input<typeof ZTextEntryBody>;
/** The caption sent beside a photo entry's file. */
export const ZPhotoCaption = zText({ error: 'Write a caption' })
  .trim()
  .min(3, `Write a caption of 3 to ${CAPTION_MAX} characters`)
  .max(CAPTION_MAX, `Write a caption of 3 to ${CAPTION_MAX} characters`);
export const ZEntryResponse = success(z.object({ entry: ZContestEntry }));

/** A shopper's own entry, with where it stands. */
export const MY_ENTRY_STATES = ['in_contest', 'winner', 'hidden', 'not_placed'] as const;
export const ZMyEntry = ZContestEntry.extend({
  state: z.enum(MY_ENTRY_STATES),
  contest: ZContestCard,
  prize: z.string().nullable(),
});
export type TMyEntry = z.infer<typeof ZMyEntry>;
export const ZMyEntriesResponse = success(z.object({ entries: z.array(ZMyEntry) }));
export const ZMyEntryResponse = success(z.object({ entry: ZMyEntry }));
