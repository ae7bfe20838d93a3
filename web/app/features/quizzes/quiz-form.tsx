import { slugify, type TMyQuiz, ZQuizInput } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import type { z } from 'zod';
import {
  buttonClass,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
} from '~/components/form';
import { Plus } from '~/components/icon';
import { useFetched } from '~/lib/use-fetched';
import { QuestionEditor } from './question-editor';
import {
  blankQuestion,
  canAddQuestion,
  draftOf,
  inputOf,
  type QuizDraft,
  quizFieldOf,
} from './quiz-form-state';
import type { checkSlug } from './quizzes-api';

type SlugState = Awaited<ReturnType<typeof checkSlug>>;

/** The lookup route that says whether a quiz's address is free (for this quiz, when changing one). */
const slugAddress = (slug: string, quizId: number | undefined) =>
  `/lookup/quiz-address?${new URLSearchParams(quizId ? { slug, quiz: String(quizId) } : { slug })}`;

/**
 * Writing or changing a quiz. The address is checked as it is typed (after a pause); the server
 * checks it again on saving, since someone else may take it in between.
 */
export function QuizForm({
  quiz,
  onSave,
}: {
  quiz: TMyQuiz | null;
  onSave: (input: z.output<typeof ZQuizInput>) => Promise<void>;
}) {
  const [draft, setDraft] = useState<QuizDraft>(() => draftOf(quiz));
  // The draft holds the questions; the form's own state is its errors (by path), busy and alert.
  const form = useForm({}, undefined, quizFieldOf);
  const { errors } = form;
  // A new quiz's address follows its title until the creator types one.
  const [slugTouched, setSlugTouched] = useState(quiz !== null);
  const set = (change: Partial<QuizDraft>) => setDraft((d) => ({ ...d, ...change }));

  const slugKey = draft.slug.length >= 3 ? slugAddress(draft.slug, quiz?.id) : null;
  const slugCheck = useFetched<SlugState>(slugKey, 350);
  const slugState = slugCheck.current && slugCheck.data?.slug === draft.slug ? slugCheck.data : null;

  function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A taken address, known from the check while typing, is said before anything is sent.
    if (slugState && !slugState.available) return form.setFieldError('slug', slugState.message);
    void form.run(ZQuizInput, inputOf(draft), onSave, e.currentTarget);
  }

  return (
    <form noValidate onSubmit={save} className="mt-6 space-y-6">
      {form.alert && <FormAlert tone="error">{form.alert.text}</FormAlert>}
      <section className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
        <TextField
          label={m.quizzes_field_title()}
          name="title"
          maxLength={100}
          value={draft.title}
          error={errors.title}
          onValueChange={(title) =>
            set(slugTouched ? { title } : { title, slug: slugify(title).slice(0, 60).replace(/-+$/, '') })
          }
        />
        <TextField
          label={m.quizzes_field_address()}
          name="slug"
          maxLength={60}
          value={draft.slug}
          autoCapitalize="none"
          spellCheck={false}
          hint={m.quizzes_address_hint({ slug: draft.slug || 'your-quiz' })}
          error={errors.slug ?? (slugState && !slugState.available ? slugState.message : undefined)}
          success={slugState?.available ? slugState.message : undefined}
          onValueChange={(v) => {
            setSlugTouched(true);
            set({ slug: v.toLowerCase().replace(/\s+/g, '-') });
          }}
        />
        {slugCheck.loading && slugKey && (
          <p role="status" className="text-sm text-cocoa-soft">
            {m.quizzes_checking_address()}
          </p>
        )}
        <TextAreaField
          label={m.quizzes_field_description()}
          name="description"
          optional
          maxLength={1000}
          showCount
          value={draft.description}
          error={errors.description}
          onValueChange={(description) => set({ description })}
        />
        <div className="grid grid-cols-[1fr_auto] items-start gap-3">
          <TextField
            label={m.quizzes_field_time()}
            name="time"
            optional
            inputMode="numeric"
            hint={m.quizzes_time_hint()}
            value={draft.time}
            error={errors.time}
            onValueChange={(time) => set({ time })}
          />
          <SelectField
            label={m.quizzes_field_unit()}
            name="unit"
            value={draft.unit}
            onValueChange={(v) => set({ unit: v === 'seconds' ? 'seconds' : 'minutes' })}
            options={[
              { value: 'minutes', label: m.quizzes_unit_minutes() },
              { value: 'seconds', label: m.quizzes_unit_seconds() },
            ]}
          />
        </div>
        <label className="flex items-start gap-3 text-cocoa">
          <input
            type="checkbox"
            name="wantsPrize"
            checked={draft.wantsPrize}
            disabled={quiz?.prizeState === 'approved'}
            onChange={(e) => set({ wantsPrize: e.currentTarget.checked })}
            className="mt-1 size-4 accent-berry"
          />
          <span>
            {m.quizzes_ask_prize()}
            <span className="block text-sm text-cocoa-soft">{m.quizzes_ask_prize_hint()}</span>
          </span>
        </label>
      </section>
      {errors.questions && <FormAlert tone="error">{errors.questions}</FormAlert>}
      <ol className="space-y-4">
        {draft.questions.map((q, i) => (
          <li key={q.key}>
            <QuestionEditor
              index={i}
              question={q}
              errors={errors}
              onChange={(next) =>
                set({ questions: draft.questions.map((x) => (x.key === q.key ? next : x)) })
              }
              onRemove={
                draft.questions.length > 1
                  ? () => set({ questions: draft.questions.filter((x) => x.key !== q.key) })
                  : null
              }
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        {canAddQuestion(draft) && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => set({ questions: [...draft.questions, blankQuestion()] })}
          >
            <Plus aria-hidden="true" className="size-4" /> {m.quizzes_add_question()}
          </button>
        )}
        <SubmitButton busy={form.busy} busyLabel={m.quizzes_saving()}>
          {quiz ? m.quizzes_save_changes() : m.quizzes_publish_quiz()}
        </SubmitButton>
      </div>
    </form>
  );
}
