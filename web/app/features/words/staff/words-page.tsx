import { type TRefusedWord, type TRefusedWordBody, ZRefusedWordBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog';
import { buttonClass, FormAlert, ui, useForm } from '~/components/form';
import { Ban, Pencil, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, StaffPageLoading } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { emptyWord, type WordDraft, WordFields } from './word-fields';
import { addWord, fetchWords, removeWord, saveWord } from './words-api';

/** The refused words route's clientLoader. */
export const loadWords = async (signal: AbortSignal) => ({ words: await fetchWords(signal) });

export const WordsLoading = () => <StaffPageLoading label={m.words_loading()} />;

/** /dashboard/refused-words: the words refused on cakes and gift cards with their reasons; add, change, delete. */
export function DashboardWordsPage({ words }: Awaited<ReturnType<typeof loadWords>>) {
  const { revalidate } = useRevalidator();
  const reload = () => revalidate();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.words_title()}</h1>
        <p className={ui.lead}>{m.words_lead()}</p>
      </header>
      <AddWord onDone={reload} />
      <div className="mt-8">
        {words.length === 0 ? (
          <EmptyState icon={<Ban aria-hidden="true" className="size-9" />} title={m.words_empty_title()}>
            {m.words_empty_text()}
          </EmptyState>
        ) : (
          <ul aria-label={m.words_title()} className="space-y-3">
            {words.map((w) => (
              <li key={w.id}>
                <WordRow entry={w} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A word's form, checked with the contract's schema and sent by `send`. */
function useWordForm(
  initial: WordDraft,
  send: (body: TRefusedWordBody) => Promise<{ message?: string }>,
  onDone: () => Promise<void>,
) {
  const form = useForm(initial);
  const submit = form.submit(
    ZRefusedWordBody,
    (v) => v,
    async (body) => {
      const res = await send(body);
      if (res.message) toast.success(res.message);
      await onDone();
    },
  );
  return { form, submit };
}

function AddWord({ onDone }: { onDone: () => Promise<void> }) {
  const { form, submit } = useWordForm(emptyWord, addWord, async () => {
    form.setValues(emptyWord);
    await onDone();
  });
  return (
    <form
      aria-label={m.words_add_title()}
      noValidate
      onSubmit={submit}
      className={`${ui.card} mt-6 grid gap-4`}
    >
      <h2 className="font-display text-lg font-semibold text-cocoa">{m.words_add_title()}</h2>
      <WordFields form={form} />
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
          {m.words_add()}
        </button>
      </div>
    </form>
  );
}

function WordRow({ entry: w, onDone }: { entry: TRefusedWord; onDone: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const { form, submit } = useWordForm(
    { word: w.word, reason: w.reason, reasonNe: w.reasonNe },
    (body) => saveWord(w.id, body),
    async () => {
      setEditing(false);
      await onDone();
    },
  );
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const res = await removeWord(w.id);
      if (res.message) toast.success(res.message);
      setAsking(false);
      await onDone();
    } catch (err) {
      setDeleteError(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <article aria-label={w.word} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      {editing ? (
        <form
          aria-label={m.words_edit_named({ word: w.word })}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
        >
          <WordFields form={form} />
          {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', '', 'sm')} disabled={form.busy}>
              {m.words_save()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(false)}
            >
              {m.common_cancel()}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h2 className="font-display text-lg font-semibold break-words text-cocoa">{w.word}</h2>
            <p className="mt-0.5 text-sm text-cocoa">{w.reason}</p>
            <p lang="ne" className="text-sm text-cocoa-soft">
              {w.reasonNe}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label={m.words_edit_named({ word: w.word })}
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.words_edit()}
            </button>
            <button
              type="button"
              aria-label={m.words_delete_named({ word: w.word })}
              className={buttonClass('danger', '', 'sm')}
              onClick={() => {
                setDeleteError(null);
                setAsking(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.words_delete()}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.words_delete_title({ word: w.word })}
        description={m.words_delete_text()}
        confirmLabel={m.words_delete()}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void remove()}
      />
    </article>
  );
}
