import { festivalDays, festivalName, type TFestival } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { PartyPopper } from '~/components/icon';

/** The festival a campaign is for, with its days in both calendars. */
export function CampaignFestival({ festival }: { festival: TFestival }) {
  return (
    <p className="mt-5 inline-flex items-start gap-3 rounded-2xl bg-white px-4 py-3 shadow-soft">
      <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
      <span>
        <span className="block font-semibold text-cocoa">
          {m.festivals_campaign_for({ festival: festivalName(festival) })}
        </span>
        <span className="block text-sm text-cocoa-soft">{festivalDays(festival)}</span>
      </span>
    </p>
  );
}
