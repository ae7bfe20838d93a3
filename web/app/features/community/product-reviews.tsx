import {
  REVIEWS_FROM_BUYERS,
  type TCommunityType,
  type TGetReviewsResponse,
  type TRatingSummary,
  type TReview,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { MessageSquareHeart, PenLine } from '~/components/icon';
import { useSession } from '~/features/session';
import { EmptyState, ListSkeleton, LoadMore, LoginPrompt, SectionHeading } from './bits';
import { RatingSummary, RatingSummarySkeleton } from './rating-summary';
import { ReviewItem } from './review-item';
import { type InitialPage, useCommunityList } from './use-community-list';

// Forms (and the validation they bring) are fetched only for a reader who is logged in.
const ReviewForm = lazy(() => import('./review-form').then((mod) => ({ default: mod.ReviewForm })));

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
  noun = m.community_this_product(),
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
      <SectionHeading id="reviews-heading" title={m.community_reviews()} count={count} />
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
                {mine ? m.community_edit_your_review() : m.community_write_review()}
              </button>
            )
          ) : (
            reviewNote && <p className="text-sm text-cocoa-soft">{reviewNote}</p>
          )
        ) : session.status === 'loggedOut' ? (
          <>
            <LoginPrompt>{m.community_log_in_to_review()}</LoginPrompt>
            <p className="text-sm text-cocoa-soft">{REVIEWS_FROM_BUYERS}</p>
          </>
        ) : null}
      </div>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {writing && canReview && (
        <Suspense fallback={<ListSkeleton label={m.community_loading_review_form()} rows={1} />}>
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
        <ListSkeleton label={m.community_loading_reviews()} />
      ) : list.status === 'error' ? (
        <FormAlert tone="error">
          <p>{m.community_reviews_failed({ error: list.error ?? '' })}</p>
          <button type="button" onClick={list.reload} className="font-semibold underline">
            {m.community_try_again()}
          </button>
        </FormAlert>
      ) : list.items.length === 0 ? (
        <EmptyState icon={<MessageSquareHeart className="size-8" />}>
          {m.community_no_reviews({ noun })}
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
              {m.community_more_reviews()}
            </LoadMore>
          )}
        </>
      )}
    </section>
  );
}
