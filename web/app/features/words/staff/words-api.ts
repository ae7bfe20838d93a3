import type { TRefusedWordBody } from '@upahar/contract';
import {
  createRefusedWord,
  deleteRefusedWord,
  listRefusedWords,
  updateRefusedWord,
} from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

// The admins' calls for the words refused on cakes and gift cards.

export const fetchWords = (signal?: AbortSignal) =>
  callApi(listRefusedWords, {}, { signal }).then((r) => r.data.words);
export const addWord = (body: TRefusedWordBody) => callApi(createRefusedWord, { body });
export const saveWord = (id: number, body: TRefusedWordBody) =>
  callApi(updateRefusedWord, { params: { id }, body });
export const removeWord = (id: number) => callApi(deleteRefusedWord, { params: { id } });
