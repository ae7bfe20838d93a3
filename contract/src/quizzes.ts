import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, ZPageQuery, zText } from './common.ts';
import { success } from './envelope.ts';

// Quizzes shoppers write for each other. A quiz has 1-30 questions of 2-6 options with exactly one
// right answer; a player takes it once, against an optional time limit the server keeps. A quiz
// may carry a prize the staff approved: everything right in time wins one while the stock lasts.
// Each play draws its questions (all of them, or as many as the staff set for a prize) in its own
// order with the options shuffled; while a prize can still be won, nobody is shown which answers
// were right.

export const QUIZZES_PER_PAGE = 12;
export const QUIZ_LIMITS = {
  questions: { min: 1, max: 30 },
  options: { min: 2, max: 6 },
  /** Ten seconds to two hours. */
  seconds: { min: 10, max: 7200 },
} as const;
/**
 * Why a number of questions per play cannot carry a prize, or null when it can: a prize quiz
 * draws fewer questions than it has, so two plays rarely share their questions.
 */
export function questionsPerPlayProblem(perPlay: number | null | undefined, pool: number): string | null {
  if (pool < 2) return 'A prize needs a quiz of at least 2 questions, so each play can draw some of them';
  if (!perPlay || !Number.isInteger(perPlay) || perPlay < 1)
    return 'Choose how many questions each play draws';
  if (perPlay >= pool)
    return `This quiz has ${pool} questions: draw at most ${pool - 1} per play, so plays get different questions`;
  return null;
}

/**
 * Why staff cannot put a prize on a quiz (409): its players could already see the right answers,
 * because it was played without a prize to win or its prize ended.
 */
export const QUIZ_ANSWERS_SEEN =
  'Players of this quiz could already see its right answers (it was played without a prize to win, or its prize ended), so a prize now would go to whoever they tell. Reject the request and ask the creator for a new quiz.';

/** A submission this long after the deadline still counts: the network and the auto-submit take time. */
export const QUIZ_GRACE_SECONDS = 5;

export const QUIZ_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZQuizSlug = zText({ error: 'Choose an address for the quiz' })
  .trim()
  .toLowerCase()
  .min(3, 'Use 3 to 60 characters for the address')
  .max(60, 'Use 3 to 60 characters for the address')
  .regex(QUIZ_SLUG_RE, 'Use small letters, digits and single dashes, like kathmandu-sweets');

export const PRIZE_REQUEST_STATES = ['none', 'requested', 'approved', 'rejected'] as const;
export type TPrizeRequestState = (typeof PRIZE_REQUEST_STATES)[number];
/** Read when shown, so each page says it in its language. */
export const PRIZE_REQUEST_LABEL: Record<TPrizeRequestState, string> = {
  get none() {
    return m.quizzes_prize_none();
  },
  get requested() {
    return m.quizzes_prize_requested();
  },
  get approved() {
    return m.quizzes_prize_approved();
  },
  get rejected() {
    return m.quizzes_prize_rejected();
  },
};

export const ZQuizQuestionInput = z
  .object({
    text: zText({ error: 'Write the question' })
      .trim()
      .min(3, 'Write the question in 3 to 300 characters')
      .max(300, 'Write the question in 3 to 300 characters'),
    options: z
      .array(
        zText({ error: 'Write the answer' })
          .trim()
          .min(1, 'Write every answer or remove it')
          .max(120, 'Keep an answer under 120 characters'),
      )
      .min(QUIZ_LIMITS.options.min, 'Give 2 to 6 answers')
      .max(QUIZ_LIMITS.options.max, 'Give 2 to 6 answers'),
    /** Index of the one right option. */
    answer: numeric(z.number({ error: 'Mark the right answer' }).int().min(0, 'Mark the right answer')),
  })
  .superRefine((q, ctx) => {
    if (q.answer >= q.options.length)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'Mark the right answer' });
    const seen = new Set(q.options.map((o) => o.toLowerCase()));
    if (seen.size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Two answers are the same' });
  });
export type TQuizQuestionInput = z.input<typeof ZQuizQuestionInput>;

export const ZQuizInput = z.object({
  title: zText({ error: 'Give the quiz a title' })
    .trim()
    .min(3, 'Use 3 to 100 characters for the title')
    .max(100, 'Use 3 to 100 characters for the title'),
  slug: ZQuizSlug,
  description: zText().trim().max(1000, 'Keep the description under 1000 characters').default(''),
  /** Null: no time limit. */
  timeLimitSeconds: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      numeric(
        z
          .number()
          .int('Enter whole seconds')
          .min(QUIZ_LIMITS.seconds.min, 'Allow 10 seconds to 2 hours')
          .max(QUIZ_LIMITS.seconds.max, 'Allow 10 seconds to 2 hours'),
      ).nullable(),
    )
    .default(null),
  questions: z
    .array(ZQuizQuestionInput)
    .min(QUIZ_LIMITS.questions.min, 'Add at least one question')
    .max(QUIZ_LIMITS.questions.max, 'A quiz has at most 30 questions'),
  /** The creator asks the staff to attach a prize. */
  wantsPrize: z.boolean().default(false),
});
export type TQuizInput = z.input<typeof ZQuizInput>;

export const ZCreateQuizBody = ZQuizInput;
/** Content changes only while nobody has played; publishing and hiding always. */
export const ZUpdateQuizBody = z.object({
  id: numeric(z.number({ error: 'Choose a quiz' }).int().positive('Choose a quiz')),
  quiz: ZQuizInput.optional(),
  isPublished: z.boolean().optional(),
});
export type TUpdateQuizBody = z.input<typeof ZUpdateQuizBody>;

export const ZQuizAuthor = z.object({ name: z.string(), username: z.string().nullable() });
export const ZQuizPrizeBadge = z.object({ title: z.string(), left: z.number().int() }).nullable();

/** A quiz on the public list and its intro: nothing about its answers. */
export const ZQuizSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: ZQuizAuthor,
  /** Questions each play answers. */
  questionCount: z.number().int(),
  /** Questions the quiz has; a play draws `questionCount` of them. */
  poolSize: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  prize: ZQuizPrizeBadge,
  plays: z.number().int(),
  createdAt: z.string(),
});
export type TQuizSummary = z.infer<typeof ZQuizSummary>;

export const ZQuizzesQuery = ZPageQuery;
export const ZQuizzesResponse = success(z.object({ quizzes: z.array(ZQuizSummary) }));
export const ZQuizSlugParams = z.object({ slug: ZQuizSlug });
export const ZQuizResponse = success(ZQuizSummary);

/** Start (or resume) a play. */
export const ZStartQuizBody = z.object({ slug: ZQuizSlug });
export const ZPlayQuestion = z.object({ text: z.string(), options: z.array(z.string()) });
export const ZQuizPlay = z.object({
  playId: z.number().int(),
  quiz: ZQuizSummary,
  /** Questions without their answers. */
  questions: z.array(ZPlayQuestion),
  startedAt: z.string(),
  /** Null without a time limit. */
  deadline: z.string().nullable(),
  /** The server's clock when it answered, so the browser's timer does not trust its own clock. */
  serverNow: z.string(),
});
export type TQuizPlay = z.infer<typeof ZQuizPlay>;
export const ZQuizPlayResponse = success(ZQuizPlay);

export const ZSubmitQuizBody = z.object({
  playId: numeric(z.number({ error: 'Choose a play' }).int().positive('Choose a play')),
  /** One per question: the option chosen, or null when left out. */
  answers: z
    .array(z.number().int().min(0).nullable(), { error: 'Send the answers' })
    .max(QUIZ_LIMITS.questions.max, 'Too many answers'),
});
export type TSubmitQuizBody = z.input<typeof ZSubmitQuizBody>;

export const ZQuizScore = z.object({
  playId: z.number().int(),
  quiz: z.object({ slug: z.string(), title: z.string() }),
  submitted: z.boolean(),
  /** Past the deadline and its grace: nothing counted. */
  timedOut: z.boolean(),
  score: z.number().int(),
  total: z.number().int(),
  /** 1 for the best score; equal scores share a rank. */
  rank: z.number().int().nullable(),
  players: z.number().int(),
  /**
   * After submitting only: each question as this play showed it, with the option chosen. The right
   * option and whether the choice was right are null while the quiz's prize can still be won.
   */
  review: z
    .array(
      z.object({
        text: z.string(),
        options: z.array(z.string()),
        answer: z.number().int().nullable(),
        chosen: z.number().int().nullable(),
        right: z.boolean().nullable(),
      }),
    )
    .nullable(),
  /** True while the right answers are kept back (a prize can still be won). */
  answersHidden: z.boolean(),
  prize: z
    .object({ title: z.string(), code: z.string().nullable(), credit: z.number().int().nullable() })
    .nullable(),
  /** On a prize quiz, why this play won nothing (not every answer right, too late, none left...). */
  prizeNote: z.string().nullable(),
});
export type TQuizScore = z.infer<typeof ZQuizScore>;
export const ZQuizScoreResponse = success(ZQuizScore);

/** My plays, newest first; `slug` narrows them to one quiz. */
export const ZMyQuizPlaysQuery = z.object({ slug: ZQuizSlug.optional() });
export const ZMyQuizPlay = z.object({
  playId: z.number().int(),
  quiz: z.object({ slug: z.string(), title: z.string() }),
  submitted: z.boolean(),
  score: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** The prize this play won. */
  prize: z.string().nullable(),
});
export type TMyQuizPlay = z.infer<typeof ZMyQuizPlay>;
export const ZMyQuizPlaysResponse = success(z.object({ plays: z.array(ZMyQuizPlay) }));
export const ZPlayIdParams = z.object({
  id: numeric(z.number({ error: 'Choose a play' }).int().positive('Choose a play')),
});

export const ZCheckSlugQuery = z.object({
  slug: zText().trim().toLowerCase().max(200),
  /** The quiz being edited keeps its own address. */
  quizId: numeric(z.number().int().positive()).optional(),
});
export const ZCheckSlugResponse = success(
  z.object({ slug: z.string(), available: z.boolean(), message: z.string() }),
);

/** One of my quizzes: everything, answers included, and where it stands. */
export const ZMyQuiz = ZQuizSummary.extend({
  questions: z.array(z.object({ text: z.string(), options: z.array(z.string()), answer: z.number().int() })),
  isPublished: z.boolean(),
  hiddenByStaff: z.boolean(),
  staffNote: z.string().nullable(),
  prizeState: z.enum(PRIZE_REQUEST_STATES),
  /** False once anyone has started a play. */
  editable: z.boolean(),
  updatedAt: z.string(),
});
export type TMyQuiz = z.infer<typeof ZMyQuiz>;
export const ZMyQuizQuery = z.object({ slug: ZQuizSlug });
export const ZMyQuizResponse = success(ZMyQuiz);
export const ZMyQuizzesResponse = success(z.object({ quizzes: z.array(ZMyQuiz) }));

export const ZQuizStats = z.object({
  quiz: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    questionCount: z.number().int(),
  }),
  plays: z.number().int(),
  /** Right answers per play, on average (0 without plays). */
  averageScore: z.number(),
  questions: z.array(z.object({ text: z.string(), answered: z.number().int(), rightRate: z.number() })),
  /** Names shortened to first name and initial. */
  top: z.array(z.object({ name: z.string(), score: z.number().int(), seconds: z.number().int().nullable() })),
  prizesWon: z.number().int(),
});
export type TQuizStats = z.infer<typeof ZQuizStats>;
export const ZQuizStatsResponse = success(ZQuizStats);

// The dashboard.
export const STAFF_QUIZ_FILTERS = ['awaiting', 'approved', 'all'] as const;
export type TStaffQuizFilter = (typeof STAFF_QUIZ_FILTERS)[number];
export const ZStaffQuizzesQuery = ZPageQuery.extend({
  filter: z.enum(STAFF_QUIZ_FILTERS, { error: 'Choose a valid filter' }).default('awaiting'),
  q: zText().trim().max(100).optional(),
});
export const ZStaffQuiz = ZMyQuiz.extend({
  owner: z.object({ name: z.string(), email: z.string() }),
  prizeId: z.number().int().nullable(),
  prizeStock: z.number().int(),
  /** Null: every play gets all the questions. */
  questionsPerPlay: z.number().int().nullable(),
  /**
   * When a player was first shown the right answers (the quiz had no running prize then). From
   * then on its prize never runs again, even if the prize is turned back on.
   */
  answersShownAt: z.string().nullable(),
});
export type TStaffQuiz = z.infer<typeof ZStaffQuiz>;
export const ZStaffQuizzesResponse = success(z.object({ quizzes: z.array(ZStaffQuiz) }));
export const ZStaffQuizResponse = success(ZStaffQuiz);
export const ZQuizIdParams = z.object({
  id: numeric(z.number({ error: 'Choose a quiz' }).int().positive('Choose a quiz')),
});
export const ZQuizPrizeDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Approve or reject' }),
    note: zText().trim().max(600, 'Keep the note under 600 characters').default(''),
    prizeId: z
      .preprocess((v) => (v === '' ? null : v), numeric(z.number().int().positive()).nullable())
      .default(null),
    stock: numeric(
      z
        .number({ error: 'Enter how many prizes' })
        .int('Enter a whole number')
        .min(0)
        .max(10_000, 'At most 10000'),
    ).default(0),
    /**
     * The prizes left that the form showed. Approving a quiz that already has a prize sets its
     * stock anew, so it must match the stock now: prizes won meanwhile are not given back.
     */
    stockLeft: z
      .preprocess((v) => (v === '' ? null : v), numeric(z.number().int().min(0)).nullable())
      .default(null),
    /** Checked against the quiz's questions on approving (see questionsPerPlayProblem). */
    questionsPerPlay: z
      .preprocess(
        (v) => (v === '' ? null : v),
        numeric(
          z
            .number({ error: 'Enter how many questions' })
            .int('Enter a whole number')
            .min(1, 'Draw at least 1 question')
            .max(QUIZ_LIMITS.questions.max, 'At most 30'),
        ).nullable(),
      )
      .default(null),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'approve' && !b.prizeId)
      ctx.addIssue({ code: 'custom', path: ['prizeId'], message: 'Choose the prize' });
    if (b.decision === 'approve' && b.stock < 1)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Give at least one prize' });
    if (b.decision === 'approve' && !b.questionsPerPlay)
      ctx.addIssue({
        code: 'custom',
        path: ['questionsPerPlay'],
        message: 'Choose how many questions each play draws',
      });
    if (b.decision === 'reject' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell the creator why' });
  });
export type TQuizPrizeDecisionBody = z.input<typeof ZQuizPrizeDecisionBody>;
export const ZQuizHideBody = z.object({
  hidden: z.boolean(),
  note: zText().trim().max(600, 'Keep the note under 600 characters').default(''),
});
