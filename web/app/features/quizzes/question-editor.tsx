import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, TextAreaField, TextField } from '~/components/form';
import { Plus, Trash2 } from '~/components/icon';
import { canAddOption, canRemoveOption, type QuestionDraft } from './quiz-form-state';

/** One question: its text, 2-6 answers and the radio that marks the right one. */
export function QuestionEditor({
  index,
  question: q,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  question: QuestionDraft;
  errors: Partial<Record<string, string>>;
  onChange: (q: QuestionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const at = (name: string) => errors[`questions.${index}.${name}`];
  const setOption = (o: number, value: string) =>
    onChange({ ...q, options: q.options.map((x, n) => (n === o ? value : x)) });
  const removeOption = (o: number) =>
    onChange({
      ...q,
      options: q.options.filter((_, n) => n !== o),
      answer: q.answer === null || q.answer === o ? null : q.answer > o ? q.answer - 1 : q.answer,
    });
  const answerError = at('answer');
  return (
    <fieldset className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
      <legend className="sr-only">{m.quizzes_question_n({ number: formatNumber(index + 1) })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p aria-hidden="true" className="font-semibold text-berry">
          {m.quizzes_question_n({ number: formatNumber(index + 1) })}
        </p>
        {onRemove && (
          <button type="button" className={buttonClass('quiet', '', 'sm')} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />{' '}
            {m.quizzes_remove_question({ number: formatNumber(index + 1) })}
          </button>
        )}
      </div>
      <div className="mt-3">
        <TextAreaField
          label={m.quizzes_field_question()}
          name={`question-${q.key}`}
          minRows={2}
          maxLength={300}
          value={q.text}
          error={at('text')}
          onValueChange={(text) => onChange({ ...q, text })}
        />
      </div>
      <fieldset className="mt-4 space-y-3">
        <legend className="text-sm text-cocoa-soft">{m.quizzes_answers_legend()}</legend>
        {q.options.map((option, o) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an answer's place is its identity while its text is typed
          <div key={o} className="flex items-end gap-2">
            <label className="mb-3 flex shrink-0 items-center gap-1.5 text-sm text-cocoa">
              <input
                type="radio"
                name={`right-${q.key}`}
                checked={q.answer === o}
                onChange={() => onChange({ ...q, answer: o })}
                aria-invalid={answerError ? true : undefined}
                className="size-4 accent-berry"
              />
              <span className="sr-only">{m.quizzes_mark_before({ number: formatNumber(o + 1) })}</span>
              {m.quizzes_mark_right()}
              <span className="sr-only">{m.quizzes_mark_after()}</span>
            </label>
            <div className="min-w-0 flex-1">
              <TextField
                label={m.quizzes_answer_n({ number: formatNumber(o + 1) })}
                name={`option-${q.key}-${o}`}
                maxLength={120}
                value={option}
                onValueChange={(v) => setOption(o, v)}
              />
            </div>
            {canRemoveOption(q) && (
              <button
                type="button"
                className={buttonClass('quiet', 'mb-1 px-2.5!', 'sm')}
                onClick={() => removeOption(o)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{m.quizzes_remove_answer({ number: formatNumber(o + 1) })}</span>
              </button>
            )}
          </div>
        ))}
        {(at('options') || answerError) && (
          <p className="text-sm font-medium text-danger">{at('options') ?? answerError}</p>
        )}
        {canAddOption(q) && (
          <button
            type="button"
            className={buttonClass('secondary', '', 'sm')}
            onClick={() => onChange({ ...q, options: [...q.options, ''] })}
          >
            <Plus aria-hidden="true" className="size-4" /> {m.quizzes_add_answer()}
          </button>
        )}
      </fieldset>
    </fieldset>
  );
}
