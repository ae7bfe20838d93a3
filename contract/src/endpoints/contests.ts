import {
  ZContestantResponse,
  ZContestEntriesQuery,
  ZContestIdParams,
  ZContestResponse,
  ZContestSelfResponse,
  ZContestSlugParams,
  ZContestsQuery,
  ZContestsResponse,
  ZEntryResponse,
  ZMyEntriesResponse,
  ZMyEntryResponse,
  ZTextEntryBody,
  ZViewResponse,
  ZVoteResponse,
} from '../contests.ts';
import {
  ZContestBannerResponse,
  ZContestBody,
  ZContestPlacesBody,
  ZDashboardContestParams,
  ZDashboardEntryParams,
  ZStaffContestResponse,
  ZStaffContestsResponse,
  ZStaffEntryResponse,
} from '../contests-dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';

// Contests: the public list, a contest and its entries, entering and voting (signed in), the
// shopper's own entries, and the admins' desk.

const shop = { surface: 'storefront', tag: 'contests' } as const;

export const listContests = defineEndpoint({
  ...shop,
  access: 'public',
  id: 'listContests',
  method: 'GET',
  path: '/contests',
  summary: 'Contests, running first, then upcoming, then ended; filter by state; paginated',
  query: ZContestsQuery,
  response: ZContestsResponse,
});

export const getContest = defineEndpoint({
  ...shop,
  access: 'public',
  id: 'getContest',
  method: 'GET',
  path: '/contest/:slug',
  summary: 'A contest with its rules, prizes, winners and visible entries (most voted first after it ends)',
  params: ZContestSlugParams,
  query: ZContestEntriesQuery,
  response: ZContestResponse,
  errors: [404],
});

export const getContestSelf = defineEndpoint({
  ...shop,
  access: 'user',
  id: 'getContestSelf',
  method: 'GET',
  path: '/contest/:slug/self',
  summary: "The signed-in shopper's entry in a contest and the entry they voted for",
  params: ZContestSlugParams,
  response: ZContestSelfResponse,
  errors: [404],
});

export const getContestant = defineEndpoint({
  ...shop,
  access: 'public',
  id: 'getContestant',
  method: 'GET',
  path: '/contest/detail/:id',
  summary: 'One visible entry with its votes and views, its contest and the next entry',
  params: ZContestIdParams,
  response: ZContestantResponse,
  errors: [404],
});

export const viewContestant = defineEndpoint({
  surface: 'storefront',
  tag: 'views',
  access: 'optional',
  id: 'viewContestant',
  method: 'POST',
  path: '/contest/detail/:id/view',
  summary: 'Counts a view of an entry, at most once per visitor per entry per day',
  params: ZContestIdParams,
  response: ZViewResponse,
  errors: [404],
});

export const voteContestant = defineEndpoint({
  surface: 'storefront',
  // Vote counts show on cached pages once they expire, as reactions do.
  tag: 'contest votes',
  access: 'user',
  id: 'voteContestant',
  method: 'POST',
  path: '/contest/detail/:id/vote',
  summary: 'Vote for an entry: one vote per shopper per contest, never for their own entry, while it is open',
  params: ZContestIdParams,
  response: ZVoteResponse,
  errors: [404, 409],
});

export const enterContestText = defineEndpoint({
  ...shop,
  access: 'user',
  id: 'enterContestText',
  method: 'POST',
  path: '/contest/:slug/enter/text',
  summary: 'Send a text entry (title and text) to an open text contest; one entry per shopper',
  params: ZContestSlugParams,
  body: ZTextEntryBody,
  response: ZEntryResponse,
  statuses: [201],
  errors: [404, 409],
});

export const enterContestPhoto = defineEndpoint({
  ...shop,
  access: 'user',
  id: 'enterContestPhoto',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/contest/:slug/enter/photo',
  summary:
    'Send a photo entry as multipart/form-data: a "caption" field, then a "file" (JPEG, PNG or WebP, at most 5 MB; stored as WebP)',
  params: ZContestSlugParams,
  response: ZEntryResponse,
  statuses: [201],
  errors: [404, 409, 413, 415],
});

export const myContests = defineEndpoint({
  ...shop,
  access: 'user',
  id: 'myContests',
  method: 'GET',
  path: '/profile/contests',
  summary: "The signed-in shopper's entries, newest first, with where each stands",
  response: ZMyEntriesResponse,
});

export const myContest = defineEndpoint({
  ...shop,
  access: 'user',
  id: 'myContest',
  method: 'GET',
  path: '/profile/contest/:id',
  summary: "One of the signed-in shopper's entries; another person's is not found",
  params: ZContestIdParams,
  response: ZMyEntryResponse,
  errors: [404],
});

const desk = { surface: 'dashboard', tag: 'dashboard contests', access: 'staff' } as const;

export const listDashboardContests = defineEndpoint({
  ...desk,
  id: 'listDashboardContests',
  method: 'GET',
  path: '/contests',
  summary: 'Every contest, newest first, with entry and vote counts (admins)',
  response: ZStaffContestsResponse,
});

export const getDashboardContest = defineEndpoint({
  ...desk,
  id: 'getDashboardContest',
  method: 'GET',
  path: '/contests/:id',
  summary: 'A contest with all its entries, hidden ones too, and their votes (admins)',
  params: ZDashboardContestParams,
  response: ZStaffContestResponse,
  errors: [404],
});

export const createDashboardContest = defineEndpoint({
  ...desk,
  id: 'createDashboardContest',
  auditLabel: 'Created a contest',
  method: 'POST',
  path: '/contests',
  summary: 'Create a contest with its dates and prizes per place (admins)',
  body: ZContestBody,
  response: ZStaffContestResponse,
  statuses: [201],
  errors: [404, 409],
});

export const updateDashboardContest = defineEndpoint({
  ...desk,
  id: 'updateDashboardContest',
  auditLabel: 'Changed a contest',
  method: 'PUT',
  path: '/contests/:id',
  summary: 'Change a contest; its type and prizes are fixed once results are published (admins)',
  params: ZDashboardContestParams,
  body: ZContestBody,
  response: ZStaffContestResponse,
  errors: [404, 409],
});

export const uploadContestBanner = defineEndpoint({
  ...desk,
  id: 'uploadContestBanner',
  auditLabel: 'Uploaded a contest banner',
  consumes: ['multipart/form-data'],
  method: 'POST',
  path: '/contests/banner',
  summary: 'Upload a banner as multipart/form-data with a "file" field (JPEG, PNG or WebP; stored as WebP)',
  response: ZContestBannerResponse,
  errors: [413, 415],
});

export const hideContestEntry = defineEndpoint({
  ...desk,
  id: 'hideContestEntry',
  auditLabel: 'Hid a contest entry',
  method: 'POST',
  path: '/contest-entries/:id/hide',
  summary: 'Hide an entry: out of the public list, its votes stop counting (admins)',
  params: ZDashboardEntryParams,
  response: ZStaffEntryResponse,
  errors: [404, 409],
});

export const restoreContestEntry = defineEndpoint({
  ...desk,
  id: 'restoreContestEntry',
  auditLabel: 'Showed a hidden contest entry again',
  method: 'POST',
  path: '/contest-entries/:id/restore',
  summary: 'Show a hidden entry again (admins)',
  params: ZDashboardEntryParams,
  response: ZStaffEntryResponse,
  errors: [404, 409],
});

export const placeContestEntries = defineEndpoint({
  ...desk,
  id: 'placeContestEntries',
  auditLabel: "Set a contest's places",
  method: 'PUT',
  path: '/contests/:id/places',
  summary: 'Staff judging: set which entries take which places before publishing (admins)',
  params: ZDashboardContestParams,
  body: ZContestPlacesBody,
  response: ZStaffContestResponse,
  errors: [404, 409],
});

export const publishContestResults = defineEndpoint({
  ...desk,
  id: 'publishContestResults',
  auditLabel: "Published a contest's results",
  method: 'POST',
  path: '/contests/:id/publish',
  summary: 'Publish the results of an ended contest, award the prizes and tell the winners (admins)',
  params: ZDashboardContestParams,
  response: ZStaffContestResponse,
  errors: [404, 409],
});
