// Reviews, questions and answers, and comments for the product page.

export { readListPage } from './community-pages';
export { ProductComments, type ProductCommentsProps } from './product-comments';
export { ProductQuestions, type ProductQuestionsProps } from './product-questions';
export { ProductReviews, type ProductReviewsProps } from './product-reviews';
export { StarInput } from './star-input';
export type { InitialPage } from './use-community-list';
