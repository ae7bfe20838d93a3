import type { TContactPageInput, TFaqPageInput, TTextPageInput, TTextPageKey } from '@upahar/contract';
import {
  getDashboardContactPage,
  getDashboardFaq,
  getDashboardTextPage,
  listInfoPages,
  saveContactPage,
  saveFaq,
  saveTextPage,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' editors of the shop's information pages.

export const fetchInfoPages = (signal?: AbortSignal) => callApi(listInfoPages, {}, { signal });
export const fetchTextPage = (key: TTextPageKey, signal?: AbortSignal) =>
  callApi(getDashboardTextPage, { params: { key } }, { signal });
export const putTextPage = (key: TTextPageKey, body: TTextPageInput) =>
  callApi(saveTextPage, { params: { key }, body });
export const fetchFaq = (signal?: AbortSignal) => callApi(getDashboardFaq, {}, { signal });
export const putFaq = (body: TFaqPageInput) => callApi(saveFaq, { body });
export const fetchContactPage = (signal?: AbortSignal) => callApi(getDashboardContactPage, {}, { signal });
export const putContactPage = (body: TContactPageInput) => callApi(saveContactPage, { body });
