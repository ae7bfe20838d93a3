import { formatNumber, type TQuizSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Clock, Gift, MessageCircleQuestion, Users } from '~/components/icon';

// Small pieces the quiz pages share.

/** 90 → "1 min 30 s"; null → "No time limit". */
function timeLimitLabel(seconds: number | null): string {
  if (!seconds) return m.quizzes_no_time_limit();
  const min = formatNumber(Math.floor(seconds / 60));
  const s = formatNumber(seconds % 60);
  if (seconds < 60) return m.quizzes_seconds({ s });
  return seconds % 60 ? m.quizzes_minutes_seconds({ min, s }) : m.quizzes_minutes({ min });
}

/** Questions, time limit and plays in a row of small facts. */
export function QuizFacts({ quiz }: { quiz: TQuizSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-cocoa-soft">
      <li className="inline-flex items-center gap-1.5">
        <MessageCircleQuestion aria-hidden="true" className="size-4 text-berry" />
        {m.quizzes_questions({ count: formatNumber(quiz.questionCount) })}
        {quiz.poolSize > quiz.questionCount && m.quizzes_drawn_from({ pool: formatNumber(quiz.poolSize) })}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-berry" />
        {timeLimitLabel(quiz.timeLimitSeconds)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4 text-berry" />
        {m.quizzes_plays({ count: formatNumber(quiz.plays) })}
      </li>
    </ul>
  );
}

export function PrizeBadge({ prize }: { prize: TQuizSummary['prize'] }) {
  if (!prize) return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-xs font-semibold text-success">
      <Gift aria-hidden="true" className="size-3.5" />
      {prize.left > 0
        ? m.quizzes_prize_left({ prize: prize.title, left: formatNumber(prize.left) })
        : m.quizzes_prizes_all_won()}
    </span>
  );
}
