import type { TOccasionKind } from '@upahar/contract';
import { readReminderDesk, setOccasionSuggestions } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' calls for occasion reminders under the dashboard API.

export const fetchDesk = (signal?: AbortSignal) =>
  callApi(readReminderDesk, {}, { signal }).then((r) => r.data);
export const saveSuggestions = (kind: TOccasionKind, productIds: string[]) =>
  callApi(setOccasionSuggestions, { params: { kind }, body: { productIds } });
