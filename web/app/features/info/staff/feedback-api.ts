import type { TFeedbackListQuery } from '@upahar/contract';
import { listFeedback, markFeedback as markFeedbackEndpoint } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' inbox of contact-form messages.

export const fetchFeedback = (query: TFeedbackListQuery, signal?: AbortSignal) =>
  callApi(listFeedback, { query }, { signal });

export const markFeedback = (id: string, handled: boolean) =>
  callApi(markFeedbackEndpoint, { params: { id }, body: { handled } });
