import { formatNumber, REACTION_KINDS, REACTION_LABEL, type TInfluencerCard } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { LOCALE } from '~/lib/locale';
import { ReactionIcon } from './reaction-buttons';
import { followersText, totalFollowers } from './social-links';

/** The initials in a warm circle: influencers have no uploaded photo. */
export function Monogram({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  const box = size === 'lg' ? 'size-24 text-3xl' : 'size-14 text-xl';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-berry-soft to-cream-deep font-display font-semibold text-berry ${box}`}
    >
      {initials}
    </span>
  );
}

/** One influencer in the grid of /influencers. */
export function InfluencerCard({ influencer: i }: { influencer: TInfluencerCard }) {
  const followers = totalFollowers(i.followers);
  return (
    <article className="relative flex h-full flex-col rounded-3xl border border-line bg-white p-5 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-berry hover:shadow-lift">
      <div className="flex items-center gap-4">
        <Monogram name={i.name} />
        <div className="min-w-0">
          <h2 className="truncate font-display text-lg font-semibold text-cocoa">
            <Link
              to={`/influencer/${i.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {i.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-cocoa-soft">@{i.handle}</p>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-cocoa">{i.bio}</p>
      {i.categories.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={m.influencers_posts_about_label()}>
          {i.categories.map((c) => (
            <li
              key={c.id}
              className="rounded-full bg-cream px-2.5 py-0.5 text-xs font-medium text-cocoa-soft"
            >
              {c.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-cocoa-soft">
        <span>
          {followers > 0
            ? m.influencers_followers({ count: followersText(followers) })
            : m.influencers_new_creator()}{' '}
          · {m.influencers_picks({ count: formatNumber(i.picksCount) })}
        </span>
        <span className="flex items-center gap-2">
          <span className="sr-only">
            {m.influencers_reactions_sr({
              list: REACTION_KINDS.map(
                (k) => `${formatNumber(i.reactions[k])} ${LOCALE === 'en' ? k : REACTION_LABEL[k]}`,
              ).join(', '),
            })}
          </span>
          {REACTION_KINDS.map((k) => (
            <span key={k} aria-hidden="true" className="inline-flex items-center gap-0.5">
              <ReactionIcon kind={k} className="size-4" /> {formatNumber(i.reactions[k])}
            </span>
          ))}
        </span>
      </div>
    </article>
  );
}
