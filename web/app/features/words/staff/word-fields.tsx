import { m } from '@upahar/contract/messages';
import { TextField, type useForm } from '~/components/form';

export type WordDraft = { word: string; reason: string; reasonNe: string };

export const emptyWord: WordDraft = { word: '', reason: '', reasonNe: '' };

/** A refused word and the reasons a shopper is shown: the add form's and each row's editor's fields. */
export function WordFields({ form }: { form: ReturnType<typeof useForm<WordDraft>> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label={m.words_field_word()} maxLength={60} {...form.field('word')} />
      <TextField
        label={m.words_field_reason()}
        maxLength={120}
        hint={m.words_field_reason_hint()}
        {...form.field('reason')}
      />
      <TextField label={m.words_field_reason_ne()} lang="ne" maxLength={120} {...form.field('reasonNe')} />
    </div>
  );
}
