import {
  formatCountdown,
  formatNumber,
  type TQuizPlay,
  type TQuizScore,
  ZSubmitQuizBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { FormAlert, SubmitButton, useForm } from '~/components/form';
import { Timer } from '~/components/icon';
import { readStored, removeStored, writeStored } from '~/lib/storage';
import { sendAnswers } from './quizzes-api';

const DAY_MS = 86_400_000;

/** The time left as every countdown of the shop shows it: a clock of minutes and seconds in the last hour. */
const clockText = (ms: number) => formatCountdown(Math.ceil(ms / 1000));

/**
 * The play: every question on one page as a radio group (arrow keys move within a question, Tab
 * between them), a countdown when there is a time limit, and the answers sent when it reaches 0.
 */
export function QuizPlayer({ play, onDone }: { play: TQuizPlay; onDone: (score: TQuizScore) => void }) {
  // Kept in the browser for a day, so a reload that resumes the play keeps what was chosen.
  const storeKey = `upahar.quizPlay.${play.playId}`;
  const [answers, setAnswers] = useState<(number | null)[]>(() => {
    const kept = readStored<(number | null)[]>(storeKey);
    return play.questions.map((_, i) => kept?.[i] ?? null);
  });
  useEffect(() => writeStored(storeKey, answers, DAY_MS), [storeKey, answers]);
  // The answers live above (radio groups of numbers); the form's own state is its busy and alert.
  const form = useForm({});
  const toBody = () => ({ playId: play.playId, answers });
  const send = async (body: { playId: number; answers: (number | null)[] }) => {
    const score = await sendAnswers(body.playId, body.answers);
    removeStored(storeKey);
    onDone(score);
  };

  // At 0 the answers go by themselves, through the same checks as the button's.
  const remaining = useCountdown(play, () => void form.run(ZSubmitQuizBody, toBody(), send));
  const answered = answers.filter((a) => a !== null).length;

  return (
    <form noValidate className="mt-4" onSubmit={form.submit(ZSubmitQuizBody, toBody, send)}>
      <div className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-soft backdrop-blur">
        <h1 className="min-w-0 font-display text-lg font-semibold text-cocoa">{play.quiz.title}</h1>
        <div className="flex items-center gap-4 text-sm">
          <span className="text-cocoa-soft">
            {m.quizzes_answered({
              count: formatNumber(answered),
              total: formatNumber(play.questions.length),
            })}
          </span>
          {remaining !== null && (
            <span
              role="timer"
              aria-label={m.quizzes_time_left({ time: clockText(remaining) })}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold tabular-nums ${
                remaining < 10_000 ? 'bg-danger-soft text-danger' : 'bg-berry-soft text-berry'
              }`}
            >
              <Timer aria-hidden="true" className="size-4" />
              {clockText(remaining)}
            </span>
          )}
        </div>
      </div>
      {remaining !== null && remaining <= 0 && (
        <p role="status" className="mt-4 text-cocoa-soft">
          {m.quizzes_time_up()}
        </p>
      )}
      <ol className="mt-6 space-y-4">
        {play.questions.map((q, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity; the list never reorders
          <li key={i}>
            <fieldset className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6">
              <legend className="sr-only">
                {m.quizzes_question_legend({ number: formatNumber(i + 1), text: q.text })}
              </legend>
              <p aria-hidden="true" className="text-sm font-semibold text-berry">
                {m.quizzes_question_of({
                  number: formatNumber(i + 1),
                  total: formatNumber(play.questions.length),
                })}
              </p>
              <p aria-hidden="true" className="mt-1 font-display text-lg font-semibold text-cocoa">
                {q.text}
              </p>
              <div className="mt-4 grid gap-2 sm:grid-cols-2">
                {q.options.map((option, o) => (
                  <label
                    key={option}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-2.5 text-cocoa transition-colors hover:border-berry has-checked:border-berry has-checked:bg-berry-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry"
                  >
                    <input
                      type="radio"
                      name={`q${i}`}
                      value={o}
                      checked={answers[i] === o}
                      disabled={form.busy}
                      onChange={() => setAnswers((a) => a.map((x, n) => (n === i ? o : x)))}
                      className="size-4 accent-berry"
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {form.alert && (
        <div className="mt-4">
          <FormAlert tone="error">{form.alert.text}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SubmitButton busy={form.busy} busyLabel={m.quizzes_checking_answers()}>
          {m.quizzes_submit()}
        </SubmitButton>
        {answered < play.questions.length && (
          <p className="text-sm text-cocoa-soft">{m.quizzes_unanswered()}</p>
        )}
      </div>
    </form>
  );
}

/** Milliseconds left by the server's clock (null without a limit); calls `onZero` once at 0. */
function useCountdown(play: TQuizPlay, onZero: () => void): number | null {
  // The browser's clock may be off: measure from the server's "now" sent with the play.
  const [offset] = useState(() => new Date(play.serverNow).getTime() - Date.now());
  const deadline = play.deadline ? new Date(play.deadline).getTime() : null;
  const left = () => (deadline === null ? null : deadline - (Date.now() + offset));
  const [remaining, setRemaining] = useState<number | null>(left);
  const zero = useRef(onZero);
  zero.current = onZero;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deadline and offset are fixed for a play
  useEffect(() => {
    if (deadline === null) return;
    let fired = false;
    const tick = () => {
      const ms = left() ?? 0;
      setRemaining(ms);
      if (ms <= 0 && !fired) {
        fired = true;
        zero.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [deadline]);
  return remaining;
}
