import { defineEndpoint } from '../endpoint.ts';
import {
  ZInfluencerBody,
  ZInfluencerDecisionBody,
  ZInfluencerIdParams,
  ZInfluencerPicksBody,
  ZInfluencerResponse,
  ZInfluencersQuery,
  ZInfluencersResponse,
  ZMyInfluencerResponse,
  ZReactionBody,
  ZReactionResponse,
  ZStaffInfluencerResponse,
  ZStaffInfluencersQuery,
  ZStaffInfluencersResponse,
} from '../influencers.ts';

// Influencers and reactions to them. Only approved influencers are public: pending, rejected and
// unknown ids answer 404 alike, except to the applicant reading their own profile.
const influencers = { surface: 'storefront', tag: 'influencers' } as const;

export const listInfluencers = defineEndpoint({
  ...influencers,
  access: 'public',
  id: 'listInfluencers',
  method: 'GET',
  path: '/influencers',
  summary: 'Approved influencers, newest first, a page at a time, with their reaction counts',
  query: ZInfluencersQuery,
  response: ZInfluencersResponse,
});

export const getInfluencer = defineEndpoint({
  ...influencers,
  access: 'optional',
  id: 'getInfluencer',
  method: 'GET',
  path: '/influencer/:id',
  summary:
    'One approved influencer with their picks and reaction counts; with a token, the kinds you gave (the owner also sees a pending profile)',
  params: ZInfluencerIdParams,
  response: ZInfluencerResponse,
  errors: [404],
});

export const registerAsInfluencer = defineEndpoint({
  ...influencers,
  access: 'user',
  id: 'registerAsInfluencer',
  method: 'POST',
  path: '/register-as-influencer',
  summary:
    'Apply to be an influencer (one profile a person); re-posting edits a pending application or re-applies after a rejection',
  body: ZInfluencerBody,
  response: ZMyInfluencerResponse,
  errors: [409, 429],
});

export const myInfluencer = defineEndpoint({
  ...influencers,
  access: 'user',
  id: 'myInfluencer',
  method: 'GET',
  path: '/profile/influencer',
  summary:
    'Your influencer profile (null before you apply), with its status, and the categories to choose from',
  response: ZMyInfluencerResponse,
});

export const saveInfluencerPicks = defineEndpoint({
  ...influencers,
  access: 'user',
  id: 'saveInfluencerPicks',
  method: 'PUT',
  path: '/profile/influencer/picks',
  summary: 'Replace your picks: the products in the order given, each with a note',
  body: ZInfluencerPicksBody,
  response: ZMyInfluencerResponse,
  errors: [404, 429],
});

// Reactions have a tag of their own: unlike the other writes here they change only public counts.
const reactions = { surface: 'storefront', tag: 'reactions' } as const;

export const addReaction = defineEndpoint({
  ...reactions,
  access: 'user',
  id: 'addReaction',
  method: 'POST',
  path: '/reactions/add',
  summary:
    'React to an approved influencer (like, love or wow, each once); adding again changes nothing; not to your own profile (403)',
  body: ZReactionBody,
  response: ZReactionResponse,
  errors: [403, 404, 429],
});

export const deleteReaction = defineEndpoint({
  ...reactions,
  access: 'user',
  id: 'deleteReaction',
  method: 'POST',
  path: '/reactions/delete',
  summary: 'Take back a reaction; taking back one you did not give changes nothing',
  body: ZReactionBody,
  response: ZReactionResponse,
  errors: [404, 429],
});

// Admins only: sellers are staff too and get 403 here.
const staff = { surface: 'dashboard', tag: 'dashboard influencers', access: 'staff' } as const;

export const listStaffInfluencers = defineEndpoint({
  ...staff,
  id: 'listStaffInfluencers',
  method: 'GET',
  path: '/influencers',
  summary: 'Admins: influencer applications, newest first, optionally of one status',
  query: ZStaffInfluencersQuery,
  response: ZStaffInfluencersResponse,
});

export const getStaffInfluencer = defineEndpoint({
  ...staff,
  id: 'getStaffInfluencer',
  method: 'GET',
  path: '/influencers/:id',
  summary: 'Admins: one influencer application with its picks',
  params: ZInfluencerIdParams,
  response: ZStaffInfluencerResponse,
  errors: [404],
});

export const decideInfluencer = defineEndpoint({
  ...staff,
  id: 'decideInfluencer',
  auditLabel: 'Decided on an influencer application',
  method: 'POST',
  path: '/influencers/:id/decision',
  summary: 'Admins: approve or reject (with a reason) an application; the applicant is e-mailed',
  params: ZInfluencerIdParams,
  body: ZInfluencerDecisionBody,
  response: ZStaffInfluencerResponse,
  errors: [404],
});

export const saveStaffInfluencerPicks = defineEndpoint({
  ...staff,
  id: 'saveStaffInfluencerPicks',
  auditLabel: "Changed an influencer's picks",
  method: 'PUT',
  path: '/influencers/:id/picks',
  summary: "Admins: replace an influencer's picks, in the order given",
  params: ZInfluencerIdParams,
  body: ZInfluencerPicksBody,
  response: ZStaffInfluencerResponse,
  errors: [404],
});
