import {
  formatDate,
  formatNumber,
  questionsPerPlayProblem,
  type TPrize,
  type TStaffQuiz,
  ZQuizHideBody,
  ZQuizPrizeDecisionBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
        {m.quizzes_staff_prize()}
      </h2>
      <p className={`${ui.hint} mt-1`}>
        {q.prizeState === 'requested'
          ? m.quizzes_staff_requested_hint()
          : q.prizeState === 'approved'
            ? q.answersShownAt
              ? m.quizzes_staff_over_hint()
              : m.quizzes_staff_attached_hint()
            : m.quizzes_staff_no_request_hint()}
      </p>
      {answersSeen && (
        <div className="mt-4">
          <FormAlert tone="info">
            {q.answersShownAt && (
              <p className="font-semibold">
                {m.quizzes_staff_answers_shown_since({ date: formatDate(q.answersShownAt, 'day') })}
              </p>
            )}
            <p>{m.quizzes_staff_answers_seen()}</p>
          </FormAlert>
        </div>
      )}
      <fieldset className="mt-4 flex flex-wrap gap-4">
        <legend className="sr-only">{m.quizzes_staff_decision()}</legend>
        {(['approve', 'reject'] as const).map((d) => (
          <label key={d} className="flex items-center gap-2 text-cocoa">
            <input
              type="radio"
              name="decision"
              checked={decision === d}
              onChange={() => setDecision(d)}
              className="size-4 accent-berry"
            />
            {d === 'approve' ? m.quizzes_staff_approve_with() : m.quizzes_staff_reject_no()}
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
                label={m.quizzes_staff_prize()}
                {...form.field('prizeId')}
                error={form.errors.prizeId}
                hint={prizes.error ?? m.quizzes_staff_prizes_defined()}
                options={[
                  { value: '', label: m.quizzes_staff_choose_prize() },
                  ...prizes.list.map((p) => ({ value: String(p.id), label: p.title })),
                ]}
              />
            </div>
            <TextField
              label={hasPrize ? m.quizzes_staff_prizes_left() : m.quizzes_staff_how_many()}
              inputMode="numeric"
              hint={
                hasPrize ? m.quizzes_staff_left_now({ count: formatNumber(q.prizeStock ?? 0) }) : undefined
              }
              {...form.field('stock')}
            />
            <TextField
              label={m.quizzes_staff_per_play()}
              inputMode="numeric"
              readOnly={drawFixed}
              hint={
                drawFixed
                  ? m.quizzes_staff_fixed()
                  : m.quizzes_staff_fewer_than({ count: formatNumber(q.questions.length) })
              }
              {...form.field('questionsPerPlay')}
            />
          </div>
        )}
        <TextAreaField
          label={decision === 'approve' ? m.quizzes_staff_note_creator() : m.quizzes_staff_why_rejected()}
          optional={decision === 'approve'}
          hint={m.quizzes_staff_email_hint()}
          maxLength={600}
          showCount
          {...form.field('note')}
        />
        <SubmitButton busy={form.busy} variant={decision === 'reject' ? 'danger' : 'primary'}>
          {decision === 'approve' ? m.quizzes_staff_approve() : m.quizzes_staff_reject()}
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
        {q.hiddenByStaff ? m.quizzes_staff_hidden() : m.quizzes_staff_hide_title()}
      </h2>
      <p className={`${ui.hint} mt-1`}>
        {q.hiddenByStaff ? m.quizzes_staff_hidden_hint() : m.quizzes_staff_hide_hint()}
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
        <TextAreaField
          label={m.quizzes_staff_note_author()}
          optional
          maxLength={600}
          {...form.field('note')}
        />
        <SubmitButton
          busy={form.busy}
          busyLabel={m.quizzes_saving()}
          variant={q.hiddenByStaff ? 'secondary' : 'danger'}
        >
          {q.hiddenByStaff ? m.quizzes_staff_show_again() : m.quizzes_staff_hide()}
        </SubmitButton>
      </form>
    </section>
  );
}
