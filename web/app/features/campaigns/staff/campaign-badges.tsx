import {
  CAMPAIGN_FUNDER_BADGE,
  CAMPAIGN_FUNDER_LABEL,
  type TCampaignFunder,
  type TCampaignState,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';

const STATE: Record<TCampaignState, { label: string; tone: string }> = {
  upcoming: { label: m.campaigns_staff_upcoming(), tone: 'bg-berry-soft text-berry-dark' },
  running: { label: m.campaigns_staff_running(), tone: 'bg-success-soft text-success' },
  ended: { label: m.campaigns_staff_ended(), tone: 'bg-cream-deep text-cocoa-soft' },
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
        {isPublished ? m.campaigns_staff_published() : m.campaigns_staff_draft()}
      </span>
      <span
        className={`${pill} border border-line bg-white text-cocoa`}
        title={m.campaigns_staff_who_pays_title({ funder: CAMPAIGN_FUNDER_LABEL[fundedBy] })}
      >
        {CAMPAIGN_FUNDER_BADGE[fundedBy]}
      </span>
    </span>
  );
}
