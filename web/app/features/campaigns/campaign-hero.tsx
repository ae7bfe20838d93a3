import { formatDateRange, type TCampaignSummary } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Countdown } from '~/components/countdown';
import { Timer } from '~/components/icon';
import { TrackedBanner } from '~/features/banners';

/** The campaign's banner, name and what it is, with how long it still runs (or until it opens). */
export function CampaignHero({
  campaign: c,
  now,
  heading,
  banner,
}: {
  campaign: TCampaignSummary;
  now: number;
  heading?: string;
  /** The campaign page's banner: a link to its deals whose views and clicks are counted. */
  banner?: { key: string; url: string };
}) {
  const picture = c.banner && (
    <img
      src={c.banner}
      alt=""
      width={1200}
      height={400}
      fetchPriority="high"
      className="aspect-[3/1] w-full object-cover"
    />
  );
  return (
    <header className="overflow-hidden rounded-3xl bg-white shadow-soft">
      {picture && banner ? (
        <TrackedBanner bannerKey={banner.key}>
          <a href={banner.url} aria-label={m.campaigns_see_deals({ campaign: c.name })} className="block">
            {picture}
          </a>
        </TrackedBanner>
      ) : (
        picture
      )}
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
        <div className="flex items-center gap-3">
          {c.icon && (
            <img src={c.icon} alt="" width={48} height={48} className="size-12 shrink-0 object-contain" />
          )}
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{heading ?? c.name}</h1>
            {c.tagline && <p className="text-cocoa-soft">{c.tagline}</p>}
            <p className="mt-1 text-sm text-cocoa-soft">
              {formatDateRange(c.startsAt, c.endsAt, { bs: true })}
            </p>
          </div>
        </div>
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-berry-soft px-4 py-2 text-sm font-semibold text-berry sm:self-auto">
          <Timer aria-hidden="true" className="size-4" />
          {/* One flex item with its words, so the gap beside the icon does not open inside them. */}
          {c.state === 'running' && (
            <span>
              {m.campaigns_ends_in()} <Countdown until={c.endsAt} now={now} />
            </span>
          )}
          {c.state === 'upcoming' && (
            <span>
              {m.campaigns_starts_in()} <Countdown until={c.startsAt} now={now} />
            </span>
          )}
          {c.state === 'ended' && m.campaigns_has_ended()}
        </p>
      </div>
    </header>
  );
}
