import {
  CAMPAIGN_FUNDER_BADGE,
  CAMPAIGN_FUNDER_LABEL,
  type TCampaignFunder,
  type TCampaignState,
} from '@upahar/contract';

const STATE: Record<TCampaignState, { label: string; tone: string }> = {
  upcoming: { label: 'Upcoming', tone: 'bg-berry-soft text-berry-dark' },
  running: { label: 'Running', tone: 'bg-success-soft text-success' },
  ended: { label: 'Ended', tone: 'bg-cream-deep text-cocoa-soft' },
};
const pill = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * Whether the campaign's dates have come, are now or have gone, whether shoppers see it, and who
 * pays for its prices.
 */
export function CampaignBadges({
  state,
  isPublished,
  fundedBy,
}: {
  state: TCampaignState;
  isPublished: boolean;
  fundedBy: TCampaignFunder;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${pill} ${STATE[state].tone}`}>{STATE[state].label}</span>
      <span
        className={`${pill} ${isPublished ? 'bg-success-soft text-success' : 'bg-cream-deep text-cocoa'}`}
      >
        {isPublished ? 'Published' : 'Draft'}
      </span>
      <span
        className={`${pill} border border-line bg-white text-cocoa`}
        title={`Who pays for the discount: ${CAMPAIGN_FUNDER_LABEL[fundedBy]}`}
      >
        {CAMPAIGN_FUNDER_BADGE[fundedBy]}
      </span>
    </span>
  );
}
