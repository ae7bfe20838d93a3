import { QUIZ_LIMITS, type TMyQuiz, type TQuizInput } from '@upahar/contract';

// The quiz form's values as the fields hold them (text), and their checking with the contract.

export type QuestionDraft = { key: number; text: string; options: string[]; answer: number | null };
export type QuizDraft = {
  title: string;
  slug: string;
  description: string;
  time: string;
  unit: 'seconds' | 'minutes';
  wantsPrize: boolean;
  questions: QuestionDraft[];
};

let nextKey = 1;
export const blankQuestion = (): QuestionDraft => ({
  key: nextKey++,
  text: '',
  options: ['', ''],
  answer: null,
});

export function draftOf(quiz: TMyQuiz | null): QuizDraft {
  if (!quiz)
    return {
      title: '',
      slug: '',
      description: '',
      time: '',
      unit: 'minutes',
      wantsPrize: false,
      questions: [blankQuestion()],
    };
  const t = quiz.timeLimitSeconds;
  const inMinutes = t !== null && t % 60 === 0;
  return {
    title: quiz.title,
    slug: quiz.slug,
    description: quiz.description,
    time: t === null ? '' : String(inMinutes ? t / 60 : t),
    unit: inMinutes || t === null ? 'minutes' : 'seconds',
    wantsPrize: quiz.prizeState !== 'none',
    questions: quiz.questions.map((q) => ({
      key: nextKey++,
      text: q.text,
      options: [...q.options],
      answer: q.answer,
    })),
  };
}

export function inputOf(d: QuizDraft): TQuizInput {
  const time = d.time.trim();
  const n = Number(time);
  return {
    title: d.title,
    slug: d.slug,
    description: d.description,
    timeLimitSeconds: time === '' ? null : Number.isFinite(n) ? (d.unit === 'minutes' ? n * 60 : n) : time,
    wantsPrize: d.wantsPrize,
    questions: d.questions.map((q) => ({ text: q.text, options: q.options, answer: q.answer ?? -1 })),
  } as TQuizInput;
}

/**
 * The field a problem of the quiz's input belongs to: "title", "questions", "questions.2.text",
 * "questions.2.answer" (an option's own message goes on the question's answers), "time".
 */
export function quizFieldOf(path: PropertyKey[]): string {
  const parts = path.slice(0, 3).map(String);
  const key = parts[0] === 'questions' && parts.length >= 3 ? parts.join('.') : (parts[0] ?? '');
  return key === 'timeLimitSeconds' ? 'time' : key;
}

export const canAddQuestion = (d: QuizDraft) => d.questions.length < QUIZ_LIMITS.questions.max;
export const canAddOption = (q: QuestionDraft) => q.options.length < QUIZ_LIMITS.options.max;
export const canRemoveOption = (q: QuestionDraft) => q.options.length > QUIZ_LIMITS.options.min;
