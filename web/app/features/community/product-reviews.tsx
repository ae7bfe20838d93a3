import {
  REVIEWS_FROM_BUYERS,
  type TCommunityType,
  type TGetReviewsResponse,
  type TRatingSummary,
  type TReview,
} from '@upahar/contract';
import { lazy, Suspense, useState } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { MessageSquareHeart, PenLine } from '~/components/icon';
import { useSession } from '~/features/session';
import { EmptyState, ListSkeleton, LoadMore, LoginPrompt, SectionHeading } from './bits';
import { RatingSummary, RatingSummarySkeleton } from './rating-summary';
import { ReviewItem } from './review-item';
import { type InitialPage, useCommunityList } from './use-community-list';

// Forms (and the validation they bring) are fetched only for a reader who is logged in.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

type ReviewsData = TGetReviewsResponse['data'];

export type ProductReviewsProps = {
  productId: string;
  type?: TCommunityType;
  /** The product's totals, shown before the full summary arrives. */
  summary?: { average: number; count: number };
  /** The first page, when the route loader fetched it on the server. */
  initial?: InitialPage<ReviewsData>;
  /** How the empty state names the product, for its kind: "Be the first to review this cake." */
  noun?: string;
};

/** Rating summary, "Write a review" and the list of reviews, newest first. */
export function ProductReviews({
  productId,
  type = 'product',
  summary,
  initial,
  noun = 'this product',
}: ProductReviewsProps) {
  const session = useSession();
  const list = useCommunityList('reviews', { id: productId, type }, initial);
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const mine = list.data?.mine ?? null;
  // A visitor's answer carries no note; a signed-in reader's says why they may not write.
  const canReview = list.data?.canReview ?? false;
  const reviewNote = list.data?.reviewNote ?? null;
  const full: TRatingSummary | null = list.data?.summary ?? null;
  const count = full?.count ?? summary?.count ?? 0;

  const onSaved = (data: { review: TReview; summary: TRatingSummary }, message: string) => {
    const created = !list.items.some((r) => r.id === data.review.id);
    list.setData((d) => (d ? { ...d, summary: data.summary, mine: data.review } : d));
    list.setItems((items) =>
      created ? [data.review, ...items] : items.map((r) => (r.id === data.review.id ? data.review : r)),
    );
    if (created) list.setPagination((p) => (p ? { ...p, total: p.total + 1 } : p));
    setWriting(false);
    setNotice(message);
  };

  return (
    <section aria-labelledby="reviews-heading" className="space-y-5">
      <SectionHeading id="reviews-heading" title="Reviews" count={count} />
      {/* With no reviews the empty state below says it all; bars of zeros would only add noise. */}
      {full ? (
        full.count > 0 && <RatingSummary summary={full} />
      ) : (
        <RatingSummarySkeleton partial={summary} />
      )}

      <div className="flex flex-wrap items-center gap-3">
        {session.isLoggedIn ? (
          canReview ? (
            !writing && (
              <button
                type="button"
                onClick={() => {
                  setNotice(null);
                  setWriting(true);
                }}
                className={buttonClass('primary', '', 'sm')}
              >
                <PenLine aria-hidden="true" className="size-4" />
                {mine ? 'Edit your review' : 'Write a review'}
              </button>
            )
          ) : (
            reviewNote && <p className="text-sm text-cocoa-soft">{reviewNote}</p>
          )
        ) : session.status === 'loggedOut' ? (
          <>
            <LoginPrompt>Log in to write a review</LoginPrompt>
            <p className="text-sm text-cocoa-soft">{REVIEWS_FROM_BUYERS}</p>
          </>
        ) : null}
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {writing && canReview && (
        <Suspense fallback={<ListSkeleton label="Loading the review form" rows={1} />}>
          <ReviewForm
            productId={productId}
            type={type}
            mine={mine}
            onSaved={onSaved}
            onCancel={() => setWriting(false)}
          />
        </Suspense>
      )}

      {list.status === 'loading' ? (
        <ListSkeleton label="Loading reviews" />
      ) : list.status === 'error' ? (
        <FormAlert tone="error">
          <p>We could not load the reviews. {list.error}</p>
          <button type="button" onClick={list.reload} className="font-semibold underline">
            Try again
          </button>
        </FormAlert>
      ) : list.items.length === 0 ? (
        <EmptyState icon={<MessageSquareHeart className="size-8" />}>
          {`No reviews yet. Be the first to review ${noun}.`}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {list.items.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
          {list.hasMore && (
            <LoadMore onClick={list.loadMore} busy={list.loadingMore} error={list.moreError}>
              Show more reviews
            </LoadMore>
          )}
        </>
      )}
    </section>
  );
}
