import type { TQuizSummary } from '@upahar/contract';
import { Clock, Gift, MessageCircleQuestion, Users } from '~/components/icon';

// Small pieces the quiz pages share.

/** 90 → "1 min 30 s"; null → "No time limit". */
function timeLimitLabel(seconds: number | null): string {
  if (!seconds) return 'No time limit';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s ? `${m} min ${s} s` : `${m} min`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Questions, time limit and plays in a row of small facts. */
export function QuizFacts({ quiz }: { quiz: TQuizSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-cocoa-soft">
      <li className="inline-flex items-center gap-1.5">
        <MessageCircleQuestion aria-hidden="true" className="size-4 text-berry" />
        {plural(quiz.questionCount, 'question')}
        {quiz.poolSize > quiz.questionCount && ` drawn from ${quiz.poolSize}`}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-berry" />
        {timeLimitLabel(quiz.timeLimitSeconds)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 text-berry" />
        {plural(quiz.plays, 'play')}
      </li>
    </ul>
  );
}

export function PrizeBadge({ prize }: { prize: TQuizSummary['prize'] }) {
  if (!prize) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-xs font-semibold text-success">
      <Gift aria-hidden="true" className="size-3.5" />
      {prize.left > 0 ? `Prize: ${prize.title} · ${prize.left} left` : 'Prizes all won'}
    </span>
  );
}
