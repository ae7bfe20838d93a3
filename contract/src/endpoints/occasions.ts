import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';
import {
  ZGiftCartResponse,
  ZGiftLinkResponse,
  ZLinkTokenParams,
  ZReminderDeskResponse,
  ZReminderPeopleResponse,
  ZReminderPersonBody,
  ZReminderPersonParams,
  ZReminderPersonResponse,
  ZReminderSubscriptionBody,
  ZReminderSubscriptionResponse,
  ZSuggestionKindParams,
  ZSuggestionsBody,
} from '../occasions.ts';

// Occasion reminders: a shopper's people and their occasions (someone else's answer 404); the
// pages a reminder links to, opened by the link's token alone; staff's suggestions per occasion.
const mine = { surface: 'storefront', tag: 'reminders', access: 'user' } as const;
const byLink = { surface: 'storefront', tag: 'reminders', access: 'public' } as const;

export const listReminderPeople = defineEndpoint({
  ...mine,
  id: 'listReminderPeople',
  method: 'GET',
  path: '/reminder-people',
  summary: "The signed-in shopper's people with their occasions and each one's next day",
  response: ZReminderPeopleResponse,
});

export const addReminderPerson = defineEndpoint({
  ...mine,
  id: 'addReminderPerson',
  method: 'POST',
  path: '/reminder-people',
  summary: 'Add a person with their occasions (409 past the most people kept)',
  body: ZReminderPersonBody,
  response: ZReminderPersonResponse,
  statuses: [201],
  errors: [404, 409],
});

export const updateReminderPerson = defineEndpoint({
  ...mine,
  id: 'updateReminderPerson',
  method: 'PUT',
  path: '/reminder-people/:id',
  summary: 'Change a person and their occasions (occasions left out are deleted)',
  params: ZReminderPersonParams,
  body: ZReminderPersonBody,
  response: ZReminderPersonResponse,
  errors: [404],
});

export const deleteReminderPerson = defineEndpoint({
  ...mine,
  id: 'deleteReminderPerson',
  method: 'DELETE',
  path: '/reminder-people/:id',
  summary: 'Delete a person and their occasions',
  params: ZReminderPersonParams,
  response: ZMessageResponse,
  errors: [404],
});

export const readGiftLink = defineEndpoint({
  ...byLink,
  id: 'readGiftLink',
  method: 'GET',
  path: '/gift-links/:token',
  summary: "A reminder's gift: last time's items for the person, or the occasion's suggestions",
  params: ZLinkTokenParams,
  response: ZGiftLinkResponse,
  errors: [404],
});

export const fillCartFromGiftLink = defineEndpoint({
  ...mine,
  id: 'fillCartFromGiftLink',
  method: 'POST',
  path: '/gift-links/:token/cart',
  summary: "Put a reminder's gift into the signed-in shopper's cart; items no longer sold are skipped",
  params: ZLinkTokenParams,
  response: ZGiftCartResponse,
  errors: [404],
});

export const readReminderSubscription = defineEndpoint({
  ...byLink,
  id: 'readReminderSubscription',
  method: 'GET',
  path: '/reminder-subscriptions/:token',
  summary: 'Whether the occasion of a reminder still sends reminders',
  params: ZLinkTokenParams,
  response: ZReminderSubscriptionResponse,
  errors: [404],
});

export const setReminderSubscription = defineEndpoint({
  ...byLink,
  id: 'setReminderSubscription',
  method: 'POST',
  path: '/reminder-subscriptions/:token',
  summary: "Stop (or start again) an occasion's reminders from the link in one of them",
  params: ZLinkTokenParams,
  body: ZReminderSubscriptionBody,
  response: ZReminderSubscriptionResponse,
  errors: [404],
});

const desk = { surface: 'dashboard', tag: 'dashboard reminders', access: 'staff' } as const;

export const readReminderDesk = defineEndpoint({
  ...desk,
  id: 'readReminderDesk',
  method: 'GET',
  path: '/occasion-reminders',
  summary: 'Admins: the products suggested per occasion kind, and the reminders sent per day',
  response: ZReminderDeskResponse,
  errors: [403],
});

export const setOccasionSuggestions = defineEndpoint({
  ...desk,
  id: 'setOccasionSuggestions',
  auditLabel: 'Changed the gift suggestions for an occasion',
  method: 'PUT',
  path: '/occasion-reminders/suggestions/:kind',
  summary: 'Admins: the products suggested for one kind of occasion, in order',
  params: ZSuggestionKindParams,
  body: ZSuggestionsBody,
  response: ZReminderDeskResponse,
  errors: [403, 404],
});
