import {
  formatDate,
  QUIZ_ANSWERS_SEEN,
  questionsPerPlayProblem,
  type TPrize,
  type TStaffQuiz,
  ZQuizHideBody,
  ZQuizPrizeDecisionBody,
} from '@upahar/contract';
import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  ui,
  useForm,
} from '~/components/form';
import { toast } from '~/components/toast';
import { sendHide, sendPrizeDecision } from '~/features/quizzes';
import { ApiError } from '~/lib/api';

/** The prizes a quiz may get, or why they could not be listed. */
export type PrizeChoices = { list: TPrize[]; error: string | null };

/** Approve the prize request with a prize and a stock, or reject it with a note; the creator is e-mailed. */
export function QuizPrizePanel({ quiz: q, prizes }: { quiz: TStaffQuiz; prizes: PrizeChoices }) {
  const { revalidate } = useRevalidator();
  const [decision, setDecision] = useState<'approve' | 'reject'>(
    q.prizeState === 'approved' ? 'reject' : 'approve',
  );
  const form = useForm({
    prizeId: q.prizeId ? String(q.prizeId) : '',
    stock: q.prizeStock ? String(q.prizeStock) : '10',
    questionsPerPlay: String(q.questionsPerPlay ?? suggestedPerPlay(q.questions.length)),
    note: '',
  });
  // The same rule the server applies: a prize quiz draws fewer questions than it has.
  const schema = useMemo(
    () =>
      ZQuizPrizeDecisionBody.superRefine((b, ctx) => {
        const problem =
          b.decision === 'approve' && b.questionsPerPlay
            ? questionsPerPlayProblem(b.questionsPerPlay, q.questions.length)
            : null;
        if (problem) ctx.addIssue({ code: 'custom', path: ['questionsPerPlay'], message: problem });
      }),
    [q.questions.length],
  );
  // Once played, a running prize keeps its draw; any other prize would come after players saw answers.
  const drawFixed = !q.editable;
  const answersSeen = q.answersShownAt !== null || (drawFixed && !(q.prize && q.prize.left > 0));
  // Approving again sets the number left; the server checks it is still the number shown here.
  const hasPrize = q.prizeState === 'approved';
  return (
    <section className={`${ui.card} mt-6`} aria-labelledby="prize-title">
      <h2 id="prize-title" className="font-display text-xl font-semibold text-cocoa">
        Prize
      </h2>
      <p className={`${ui.hint} mt-1`}>
        {q.prizeState === 'requested'
          ? 'The creator asks for a prize. Players who get every answer right win one while the stock lasts; each play draws some of the questions, and nobody sees the right answers until the prizes are over.'
          : q.prizeState === 'approved'
            ? q.answersShownAt
              ? 'A prize was attached, and it is over. You can take it off the quiz.'
              : 'A prize is attached. Change the prize or stock, or take it away.'
            : 'You can attach a prize even without a request.'}
      </p>
      {answersSeen && (
        <div className="mt-4">
          <FormAlert tone="info">
            {q.answersShownAt && (
              <p className="font-semibold">
                Players have been shown the right answers since {formatDate(q.answersShownAt, 'day')}. This
                quiz’s prize is over for good: turning the prize on again or adding stock does not restart it.
              </p>
            )}
            <p>{QUIZ_ANSWERS_SEEN}</p>
          </FormAlert>
        </div>
      )}
      <fieldset className="mt-4 flex flex-wrap gap-4">
        <legend className="sr-only">Decision</legend>
        {(['approve', 'reject'] as const).map((d) => (
          <label key={d} className="flex items-center gap-2 text-cocoa">
            <input
              type="radio"
              name="decision"
              checked={decision === d}
              onChange={() => setDecision(d)}
              className="size-4 accent-berry"
            />
            {d === 'approve' ? 'Approve with a prize' : 'Reject (no prize)'}
          </label>
        ))}
      </fieldset>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.submit(
          schema,
          (v) => ({
            decision,
            prizeId: v.prizeId,
            stock: v.stock,
            stockLeft: hasPrize ? q.prizeStock : null,
            questionsPerPlay: v.questionsPerPlay,
            note: v.note,
          }),
          async (body) => {
            const res = await sendPrizeDecision(q.id, body).catch(async (e: unknown) => {
              // Prizes were won meanwhile: show the number left now beside the server's message.
              if (e instanceof ApiError && e.status === 409 && e.errors?.stock) await revalidate();
              throw e;
            });
            if (res.message) toast.success(res.message);
            await revalidate();
          },
        )}
      >
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        {decision === 'approve' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <SelectField
                label="Prize"
                {...form.field('prizeId')}
                error={form.errors.prizeId}
                hint={prizes.error ?? 'Prizes are defined under Prizes'}
                options={[
                  { value: '', label: 'Choose a prize' },
                  ...prizes.list.map((p) => ({ value: String(p.id), label: p.title })),
                ]}
              />
            </div>
            <TextField
              label={hasPrize ? 'Prizes left' : 'How many'}
              inputMode="numeric"
              hint={hasPrize ? `${q.prizeStock} left now; players may win some while you edit` : undefined}
              {...form.field('stock')}
            />
            <TextField
              label="Questions per play"
              inputMode="numeric"
              readOnly={drawFixed}
              hint={
                drawFixed
                  ? 'Fixed once anyone has played'
                  : `Fewer than its ${q.questions.length} questions, so plays differ`
              }
              {...form.field('questionsPerPlay')}
            />
          </div>
        )}
        <TextAreaField
          label={decision === 'approve' ? 'Note to the creator' : 'Why is it rejected?'}
          optional={decision === 'approve'}
          hint="The creator reads this in the e-mail"
          maxLength={600}
          showCount
          {...form.field('note')}
        />
        <SubmitButton busy={form.busy} variant={decision === 'reject' ? 'danger' : 'primary'}>
          {decision === 'approve' ? 'Approve the prize' : 'Reject the prize request'}
        </SubmitButton>
      </form>
    </section>
  );
}

/** Most of the questions, leaving out at least one, so two plays rarely match. */
const suggestedPerPlay = (pool: number) => Math.max(1, Math.min(pool - 1, Math.ceil(pool * 0.6)));

/** Hide a quiz that breaks the rules (its author still sees it, with the note), or show it again. */
export function QuizHidePanel({ quiz: q }: { quiz: TStaffQuiz }) {
  const { revalidate } = useRevalidator();
  const form = useForm({ note: '' });
  return (
    <section className={`${ui.card} mt-6`} aria-labelledby="hide-title">
      <h2 id="hide-title" className="font-display text-xl font-semibold text-cocoa">
        {q.hiddenByStaff ? 'Hidden' : 'Hide this quiz'}
      </h2>
      <p className={`${ui.hint} mt-1`}>
        {q.hiddenByStaff
          ? 'Nobody can find or play it. Its author sees your note.'
          : 'For a quiz that breaks the rules: it leaves the list and nobody can play it.'}
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.submit(
          ZQuizHideBody,
          (v) => ({ hidden: !q.hiddenByStaff, note: v.note }),
          async (body) => {
            const res = await sendHide(q.id, body.hidden, body.note);
            if (res.message) toast.success(res.message);
            form.setValue('note', '');
            await revalidate();
          },
        )}
      >
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        <TextAreaField label="Note to the author" optional maxLength={600} {...form.field('note')} />
        <SubmitButton busy={form.busy} busyLabel="Saving…" variant={q.hiddenByStaff ? 'secondary' : 'danger'}>
          {q.hiddenByStaff ? 'Show it again' : 'Hide the quiz'}
        </SubmitButton>
      </form>
    </section>
  );
}
