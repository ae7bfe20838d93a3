import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';

// Words and phrases the shop will not write on a cake or a gift card. Staff keep the list, each
// entry with the reason a shopper is shown in English and Nepali.

export const ZRefusedWord = z.object({
  id: z.number().int(),
  word: z.string(),
  reason: z.string(),
  reasonNe: z.string(),
  updatedAt: z.string(),
});
export type TRefusedWord = z.infer<typeof ZRefusedWord>;

const reason = (error: () => string) =>
  zText({ error })
    .trim()
    .min(1, { error })
    .max(120, { error: () => m.words_error_reason_long() });

export const ZRefusedWordBody = z.object({
  word: zText({ error: () => m.words_error_word() })
    .trim()
    .min(1, { error: () => m.words_error_word() })
    .max(60, { error: () => m.words_error_word_long() }),
  reason: reason(() => m.words_error_reason()),
  reasonNe: reason(() => m.words_error_reason_ne()),
});
export type TRefusedWordBody = z.input<typeof ZRefusedWordBody>;

export const ZRefusedWordParams = z.object({
  id: numeric(
    z
      .number({ error: () => m.words_not_found() })
      .int()
      .positive(),
  ),
});

export const ZRefusedWordsResponse = success(z.object({ words: z.array(ZRefusedWord) }));
export const ZRefusedWordResponse = success(z.object({ word: ZRefusedWord }));
