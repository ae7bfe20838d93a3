import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { numeric, zText } from './common.ts';
import {
  ANSWER_BODY,
  COMMENT_BODY,
  QUESTION_BODY,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  REVIEW_BODY,
  REVIEW_TITLE_MAX,
} from './community-rules.ts';
import { normaliseText } from './community-text.ts';
import { success } from './envelope.ts';

export * from './community-rules.ts';

// Reviews, questions and answers, threaded comments and abuse reports on product pages
// (calls: reviews?id&type, questions?id&type, comments?id&type&page,
// comments/{id}?page, comment/tag?q, and POST comment, comment/delete, question, answer, report).
export * from './community-text.ts';

/** What the community texts belong to; only products so far, other kinds can join the enum. */
export const ZCommunityType = z.enum(['product'], { error: 'type must be "product"' });
export type TCommunityType = z.infer<typeof ZCommunityType>;

/** A product's id or slug. */
const ZTargetRef = zText({ error: 'id is required' }).trim().min(1, 'id is required').max(200);
const ZUuidRef = (what: string) =>
  zText({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64);

const page = numeric(
  z.number().int('page must be a whole number').min(1, 'page starts at 1').max(10_000, 'page is too large'),
).default(1);

/** Stored as plain text after normaliseText; the limits count the normalised text. */
/**
 * What a text's checks say, one sentence each ("Review is required"), read when a text is refused
 * so the server words them in that request's language.
 */
type BodyWords = { required: () => string; tooShort: () => string; tooLong: () => string };
const ZText = (words: BodyWords, min: number, max: number) =>
  z
    .string({ error: () => words.required() })
    .overwrite(normaliseText)
    .min(min, { error: () => words.tooShort() })
    .max(max, { error: () => words.tooLong() });

export const ZCommunityUser = z.object({ username: z.string(), name: z.string() });
export type TCommunityUser = z.infer<typeof ZCommunityUser>;

export const ZListQuery = z.object({ id: ZTargetRef, type: ZCommunityType, page });
export type TListQuery = z.infer<typeof ZListQuery>;

// Reviews -------------------------------------------------------------------------------------

export const ZRatingSummary = z.object({
  /** Mean rating rounded to one decimal; 0 with no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

export const ZReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  user: ZCommunityUser,
  createdAt: z.string(),
  updatedAt: z.string(),
  isMine: z.boolean(),
  /** Written by a shopper whose order of the product was delivered ("Verified purchase"). */
  verified: z.boolean(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZGetReviewsQuery = ZListQuery;
export type TGetReviewsQuery = z.infer<typeof ZGetReviewsQuery>;
export const ZGetReviewsResponse = success(
  z.object({
    summary: ZRatingSummary,
    items: z.array(ZReview),
    /** The signed-in user's own review wherever it sits in the list, so the form can edit it. */
    mine: ZReview.nullable(),
    /** Whether the signed-in reader may write (or edit) a review: only after a delivered order. */
    canReview: z.boolean(),
    /** Why they may not, in words for the page; null when they may. */
    reviewNote: z.string().nullable(),
  }),
);
export type TGetReviewsResponse = z.infer<typeof ZGetReviewsResponse>;

export const ZPostReviewBody = z.object({
  id: ZTargetRef,
  type: ZCommunityType,
  rating: z
    .number({ error: () => m.community_v_rating() })
    .int({ error: () => m.community_v_rating() })
    .min(1, { error: () => m.community_v_rating() })
    .max(5, { error: () => m.community_v_rating() }),
  title: z
    .string()
    .overwrite(normaliseText)
    .max(REVIEW_TITLE_MAX, { error: () => m.community_v_title_max({ max: String(REVIEW_TITLE_MAX) }) })
    .optional(),
  body: ZText(
    {
      required: () => m.community_v_review_required(),
      tooShort: () => m.community_v_review_min({ min: String(REVIEW_BODY.min) }),
      tooLong: () => m.community_v_review_max({ max: String(REVIEW_BODY.max) }),
    },
    REVIEW_BODY.min,
    REVIEW_BODY.max,
  ),
});
export type TPostReviewBody = z.infer<typeof ZPostReviewBody>;
export const ZPostReviewResponse = success(z.object({ review: ZReview, summary: ZRatingSummary }));
export type TPostReviewResponse = z.infer<typeof ZPostReviewResponse>;

// Questions and answers -----------------------------------------------------------------------

export const ZAnswer = z.object({
  id: z.string(),
  body: z.string(),
  user: ZCommunityUser,
  createdAt: z.string(),
  /** The answer comes from the owner of the store that sells the product. */
  isSeller: z.boolean(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZQuestion = z.object({
  id: z.string(),
  body: z.string(),
  user: ZCommunityUser,
  createdAt: z.string(),
  answers: z.array(ZAnswer),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZGetQuestionsQuery = ZListQuery;
export type TGetQuestionsQuery = z.infer<typeof ZGetQuestionsQuery>;
export const ZGetQuestionsResponse = success(z.object({ items: z.array(ZQuestion) }));
export type TGetQuestionsResponse = z.infer<typeof ZGetQuestionsResponse>;

export const ZPostQuestionBody = z.object({
  id: ZTargetRef,
  type: ZCommunityType,
  body: ZText(
    {
      required: () => m.community_v_question_required(),
      tooShort: () => m.community_v_question_min({ min: String(QUESTION_BODY.min) }),
      tooLong: () => m.community_v_question_max({ max: String(QUESTION_BODY.max) }),
    },
    QUESTION_BODY.min,
    QUESTION_BODY.max,
  ),
});
export type TPostQuestionBody = z.infer<typeof ZPostQuestionBody>;
export const ZPostQuestionResponse = success(z.object({ question: ZQuestion }));
export type TPostQuestionResponse = z.infer<typeof ZPostQuestionResponse>;

export const ZPostAnswerBody = z.object({
  questionId: ZUuidRef('questionId'),
  body: ZText(
    {
      required: () => m.community_v_answer_required(),
      tooShort: () => m.community_v_answer_min({ min: String(ANSWER_BODY.min) }),
      tooLong: () => m.community_v_answer_max({ max: String(ANSWER_BODY.max) }),
    },
    ANSWER_BODY.min,
    ANSWER_BODY.max,
  ),
});
export type TPostAnswerBody = z.infer<typeof ZPostAnswerBody>;
export const ZPostAnswerResponse = success(z.object({ answer: ZAnswer }));
export type TPostAnswerResponse = z.infer<typeof ZPostAnswerResponse>;

// Comments ------------------------------------------------------------------------------------

export const ZComment = z.object({
  id: z.string(),
  /** DELETED_COMMENT_TEXT when the author deleted a comment that still has replies. */
  body: z.string(),
  /** null once deleted. */
  user: ZCommunityUser.nullable(),
  createdAt: z.string(),
  isMine: z.boolean(),
  isDeleted: z.boolean(),
  /** The top-level comment of the thread; null for a top-level comment. */
  parentId: z.string().nullable(),
  /** Set when this reply answers another reply, so "@name" context survives flattening. */
  replyToUsername: z.string().nullable(),
  /** Usernames of existing users mentioned with @username; only these become links. */
  mentions: z.array(z.string()),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentThread = ZComment.extend({
  replyCount: z.number().int(),
  /** The first REPLIES_PREVIEW replies, oldest first. */
  replies: z.array(ZComment),
});
export type TCommentThread = z.infer<typeof ZCommentThread>;

export const ZGetCommentsQuery = ZListQuery;
export type TGetCommentsQuery = z.infer<typeof ZGetCommentsQuery>;
export const ZGetCommentsResponse = success(z.object({ items: z.array(ZCommentThread) }));
export type TGetCommentsResponse = z.infer<typeof ZGetCommentsResponse>;

export const ZGetCommentRepliesParams = z.object({ id: ZUuidRef('id') });
export const ZGetCommentRepliesQuery = z.object({ page });
export type TGetCommentRepliesQuery = z.infer<typeof ZGetCommentRepliesQuery>;
export const ZGetCommentRepliesResponse = success(z.object({ items: z.array(ZComment) }));
export type TGetCommentRepliesResponse = z.infer<typeof ZGetCommentRepliesResponse>;

export const ZPostCommentBody = z.object({
  id: ZTargetRef,
  type: ZCommunityType,
  body: ZText(
    {
      required: () => m.community_v_comment_required(),
      // At least one character: an empty comment is the only short one.
      tooShort: () => m.community_v_comment_empty(),
      tooLong: () => m.community_v_comment_max({ max: String(COMMENT_BODY.max) }),
    },
    COMMENT_BODY.min,
    COMMENT_BODY.max,
  ),
  parentId: ZUuidRef('parentId').optional(),
});
export type TPostCommentBody = z.infer<typeof ZPostCommentBody>;
export const ZPostCommentResponse = success(z.object({ comment: ZComment }));
export type TPostCommentResponse = z.infer<typeof ZPostCommentResponse>;

export const ZDeleteCommentBody = z.object({ commentId: ZUuidRef('commentId') });
export type TDeleteCommentBody = z.infer<typeof ZDeleteCommentBody>;
export const ZDeleteCommentResponse = success(
  z.object({
    id: z.string(),
    /** true: gone; false: kept as DELETED_COMMENT_TEXT because it has replies. */
    removed: z.boolean(),
  }),
);
export type TDeleteCommentResponse = z.infer<typeof ZDeleteCommentResponse>;

export const ZCommentTagQuery = z.object({
  q: z
    .string({ error: () => m.community_v_mention_letter() })
    .trim()
    .transform((s) => s.replace(/^@/, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: () => m.community_v_mention_letter() })
        .max(30, { error: () => m.community_v_mention_long() })
        .regex(/^[a-z0-9_.]+$/, { error: () => m.community_v_mention_chars() }),
    ),
});
export type TCommentTagQuery = z.infer<typeof ZCommentTagQuery>;
export const ZCommentTagResponse = success(z.object({ items: z.array(ZCommunityUser) }));
export type TCommentTagResponse = z.infer<typeof ZCommentTagResponse>;

// Reports -------------------------------------------------------------------------------------

export const ZReportTargetType = z.enum(REPORT_TARGETS, {
  error: 'targetType must be review, question, answer or comment',
});
export const ZReportReason = z.enum(REPORT_REASONS, { error: () => m.community_v_reason() });
export type TReportReason = z.infer<typeof ZReportReason>;

export const ZPostReportBody = z.object({
  targetType: ZReportTargetType,
  targetId: ZUuidRef('targetId'),
  reason: ZReportReason,
  details: z
    .string()
    .overwrite(normaliseText)
    .max(REPORT_DETAILS_MAX, { error: () => m.community_v_details_max({ max: String(REPORT_DETAILS_MAX) }) })
    .optional(),
});
export type TPostReportBody = z.infer<typeof ZPostReportBody>;
