import {
  ZCommentTagQuery,
  ZCommentTagResponse,
  ZDeleteCommentBody,
  ZDeleteCommentResponse,
  ZGetCommentRepliesParams,
  ZGetCommentRepliesQuery,
  ZGetCommentRepliesResponse,
  ZGetCommentsQuery,
  ZGetCommentsResponse,
  ZGetQuestionsQuery,
  ZGetQuestionsResponse,
  ZGetReviewsQuery,
  ZGetReviewsResponse,
  ZPostAnswerBody,
  ZPostAnswerResponse,
  ZPostCommentBody,
  ZPostCommentResponse,
  ZPostQuestionBody,
  ZPostQuestionResponse,
  ZPostReportBody,
  ZPostReviewBody,
  ZPostReviewResponse,
} from '../community.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMessageResponse } from '../envelope.ts';

// Reviews, questions and answers, comments and reports on product pages. The lists are public
// (a bearer token, when sent, only adds the reader's "isMine" flags and a dead one reads as a
// visitor); writing needs an account and is rate limited (429). A product that does not exist or
// is no longer sold answers 404.
const community = { surface: 'storefront', tag: 'community' } as const;
const reading = { ...community, access: 'public', errors: [404] } as const;
const writing = { ...community, access: 'user', errors: [404, 429] } as const;

export const getReviews = defineEndpoint({
  ...reading,
  id: 'getReviews',
  method: 'GET',
  path: '/reviews',
  summary:
    "A page of a product's reviews, newest first, with its rating summary, the reader's own review and whether they may write one",
  query: ZGetReviewsQuery,
  response: ZGetReviewsResponse,
});

export const postReview = defineEndpoint({
  ...writing,
  id: 'postReview',
  // 201 for a new review; 200 when the shopper's earlier review is updated.
  statuses: [200, 201],
  method: 'POST',
  path: '/review',
  summary:
    "Publish a review of a product (201), or update the reader's earlier one (200); 403 unless an order of it was delivered to the reader, or for a product of the reader's own store",
  body: ZPostReviewBody,
  response: ZPostReviewResponse,
  errors: [403, 404, 429],
});

export const getQuestions = defineEndpoint({
  ...reading,
  id: 'getQuestions',
  method: 'GET',
  path: '/questions',
  summary: "A page of a product's questions, newest first, each with all its answers (the seller's first)",
  query: ZGetQuestionsQuery,
  response: ZGetQuestionsResponse,
});

export const postQuestion = defineEndpoint({
  ...writing,
  id: 'postQuestion',
  statuses: [201],
  method: 'POST',
  path: '/question',
  summary: 'Ask a question about a product (answers 201)',
  body: ZPostQuestionBody,
  response: ZPostQuestionResponse,
});

export const postAnswer = defineEndpoint({
  ...writing,
  id: 'postAnswer',
  statuses: [201],
  method: 'POST',
  path: '/answer',
  summary: "Answer a product's question (answers 201); the seller's answers are marked as theirs",
  body: ZPostAnswerBody,
  response: ZPostAnswerResponse,
});

export const getComments = defineEndpoint({
  ...reading,
  id: 'getComments',
  method: 'GET',
  path: '/comments',
  summary: "A page of a product's comments, newest first, each with its first replies and reply count",
  query: ZGetCommentsQuery,
  response: ZGetCommentsResponse,
});

export const getCommentReplies = defineEndpoint({
  ...reading,
  id: 'getCommentReplies',
  method: 'GET',
  path: '/comments/:id',
  summary: "A page of the replies of a comment's thread, oldest first (a reply's id gives its thread)",
  params: ZGetCommentRepliesParams,
  query: ZGetCommentRepliesQuery,
  response: ZGetCommentRepliesResponse,
});

export const postComment = defineEndpoint({
  ...writing,
  id: 'postComment',
  statuses: [201],
  method: 'POST',
  path: '/comment',
  summary: 'Comment on a product, or reply to a comment with parentId (answers 201); @username mentions link',
  body: ZPostCommentBody,
  response: ZPostCommentResponse,
});

export const deleteComment = defineEndpoint({
  ...writing,
  id: 'deleteComment',
  method: 'POST',
  path: '/comment/delete',
  summary:
    "Delete one of the reader's comments; one with replies stays as a placeholder so the thread still reads",
  body: ZDeleteCommentBody,
  response: ZDeleteCommentResponse,
});

export const suggestMentions = defineEndpoint({
  ...community,
  id: 'suggestMentions',
  method: 'GET',
  path: '/comment/tag',
  summary: 'Users whose username starts with what was typed after @, to mention in a comment',
  access: 'user',
  query: ZCommentTagQuery,
  response: ZCommentTagResponse,
});

export const reportContent = defineEndpoint({
  ...writing,
  id: 'reportContent',
  method: 'POST',
  path: '/report',
  summary: 'Report a review, question, answer or comment to the shop as spam, abuse or offensive',
  body: ZPostReportBody,
  response: ZMessageResponse,
});
