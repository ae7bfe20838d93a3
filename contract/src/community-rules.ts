import { m } from '@upahar/contract/messages';
import { productWords, type TProductKind } from './product-words.ts';

// Values the pages use without the schemas: kept apart so a page that needs one does not
// download the schema library with it.

export const REVIEWS_PER_PAGE = 10;
export const QUESTIONS_PER_PAGE = 10;
export const COMMENTS_PER_PAGE = 10;
/** Replies shown under each comment in a page of comments; the rest load through comments/{id}. */
export const REPLIES_PREVIEW = 3;
export const REPLIES_PER_PAGE = 10;
export const MENTION_SUGGESTIONS = 8;
export const DELETED_COMMENT_TEXT = 'This comment was deleted';
export const REPORT_THANKS = 'Thank you. Our team will look at this report.';

export const REVIEW_BODY = { min: 10, max: 2000 } as const;
export const REVIEW_TITLE_MAX = 120;
export const QUESTION_BODY = { min: 10, max: 500 } as const;
export const ANSWER_BODY = { min: 2, max: 1000 } as const;
export const COMMENT_BODY = { min: 1, max: 1000 } as const;
export const REPORT_DETAILS_MAX = 500;

export const REPORT_TARGETS = ['review', 'question', 'answer', 'comment'] as const;

export const REPORT_REASONS = ['spam', 'abuse', 'offensive', 'other'] as const;

type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: m.community_reason_spam(),
  abuse: m.community_reason_abuse(),
  offensive: m.community_reason_offensive(),
  other: m.community_reason_other(),
};

/** Shown instead of the review form: only shoppers whose order was delivered may review. */
export const reviewNeedsDelivery = (kind: TProductKind) => {
  const w = productWords(kind);
  return `You can review ${w.this} once an order of ${w.pronoun} has been delivered to you.`;
};
export const REVIEWS_FROM_BUYERS = m.community_reviews_from_buyers();
export const REVIEW_OWN_STORE = 'You cannot review a product from your own store.';
