import type { TReview } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { BadgeCheck } from '~/components/icon';
import { Stars } from '~/components/rating/stars';
import { Avatar, Byline } from './person';
import { ReportButton } from './report-dialog';
import { UserText } from './user-text';

export function ReviewItem({ review }: { review: TReview }) {
  return (
    <li className="flex gap-3 py-5 first:pt-0">
      <Avatar user={review.user} />
      <div className="min-w-0 flex-1">
        <Byline
          user={review.user}
          date={review.createdAt}
          badge={
            review.isMine || review.verified ? (
              <>
                {review.verified && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                    <BadgeCheck aria-hidden="true" className="size-3.5" />
                    {m.community_verified_purchase()}
                  </span>
                )}
                {review.isMine && (
                  <span className="rounded-full bg-berry-soft px-2 py-0.5 text-xs font-semibold text-berry-dark">
                    {m.community_your_review()}
                  </span>
                )}
              </>
            ) : null
          }
        />
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.rating} />
          {review.title && <h3 className="font-sans text-base font-semibold text-cocoa">{review.title}</h3>}
        </div>
        <UserText text={review.body} className="mt-2 text-cocoa" />
        {!review.isMine && (
          <div className="mt-1 -ml-2.5">
            <ReportButton targetType="review" targetId={review.id} />
          </div>
        )}
      </div>
    </li>
  );
}
