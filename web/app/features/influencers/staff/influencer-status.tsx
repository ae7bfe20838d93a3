import { INFLUENCER_STATUS_LABEL, type TInfluencerStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

const TONE: Record<TInfluencerStatus, string> = {
  pending: 'bg-cream-deep text-cocoa',
  approved: 'bg-success-soft text-success',
  rejected: 'bg-danger-soft text-danger',
};

export function InfluencerStatusBadge({ status }: { status: TInfluencerStatus }) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${TONE[status]}`}>
      {status === 'pending' ? m.influencers_staff_to_review() : INFLUENCER_STATUS_LABEL[status]}
    </span>
  );
}
