import { SOCIAL_LABEL, SOCIAL_PLATFORMS, type TInfluencerCard } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ExternalLink } from '~/components/icon';
import { SocialIcon } from '~/components/layout/social-icon';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
export const followersText = (n: number) => compact.format(n);

/** Claimed followers over every platform. */
export const totalFollowers = (f: TInfluencerCard['followers']) =>
  SOCIAL_PLATFORMS.reduce((sum, p) => sum + (f[p] ?? 0), 0);

/** The influencer's social links, each with its follower count. */
export function SocialLinks({
  influencer: i,
}: {
  influencer: Pick<TInfluencerCard, 'links' | 'followers' | 'name'>;
}) {
  const platforms = SOCIAL_PLATFORMS.filter((p) => i.links[p]);
  return (
    <ul className="flex flex-wrap gap-2">
      {platforms.map((p) => (
        <li key={p}>
          <a
            href={i.links[p] ?? undefined}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-cocoa shadow-sm hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {p === 'tiktok' ? (
              <ExternalLink aria-hidden="true" className="size-4" />
            ) : (
              <SocialIcon network={p} className="size-4" />
            )}
            {SOCIAL_LABEL[p]}
            {i.followers[p] !== null && (
              <span className="text-cocoa-soft">· {followersText(i.followers[p] ?? 0)}</span>
            )}
            <span className="sr-only">{m.influencers_new_tab()}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
