import type { TReminderPersonBody } from '@upahar/contract';
import {
  addReminderPerson,
  deleteReminderPerson,
  fillCartFromGiftLink,
  listReminderPeople,
  readGiftLink,
  setReminderSubscription,
  updateReminderPerson,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The shopper's calls for occasion reminders, and the pages a reminder's links open.

export const fetchPeople = (signal?: AbortSignal) =>
  callApi(listReminderPeople, {}, { signal }).then((r) => r.data.people);
export const addPerson = (body: TReminderPersonBody) => callApi(addReminderPerson, { body });
export const savePerson = (id: number, body: TReminderPersonBody) =>
  callApi(updateReminderPerson, { params: { id }, body });
export const removePerson = (id: number) => callApi(deleteReminderPerson, { params: { id } });

export const fetchGift = (token: string, signal?: AbortSignal) =>
  callApi(readGiftLink, { params: { token } }, { signal }).then((r) => r.data.gift);
export const fillCart = (token: string) => callApi(fillCartFromGiftLink, { params: { token } });

export const setSubscribed = (token: string, subscribed: boolean) =>
  callApi(setReminderSubscription, { params: { token }, body: { subscribed } }).then(
    (r) => r.data.subscription,
  );
