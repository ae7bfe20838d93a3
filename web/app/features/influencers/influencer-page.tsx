import { INFLUENCER_TEXT, type TInfluencerDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ArrowLeft } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { GRID, ProductCard } from '~/features/catalog';
import { Monogram } from './influencer-card';
import { ReactionButtons, ReactionTally } from './reaction-buttons';
import { SocialLinks } from './social-links';

export type InfluencerData =
  | { status: 'ready'; influencer: TInfluencerDetail }
  | { status: 'error'; id: string; detail: string | null };

/** The failure of the page itself: the reason, the server's message, and a way on. */
function DetailError({ detail }: { detail: string | null }) {
  return (
    <ProblemCard
      as="h1"
      className="mx-auto mt-4 max-w-xl"
      title={INFLUENCER_TEXT.detailFailed}
      detail={detail}
      action={{ to: '/influencers', label: m.influencers_see_all() }}
    />
  );
}

/** /influencer/:id: who they are, where they post, their picks and the readers' reactions. */
export function InfluencerPage({ data: props }: { data: InfluencerData }) {
  // `data` is the loader's own object, the same on every render until its next read, so a render
  // of the page around it never puts back what a reaction changed here meanwhile.
  const [page, setPage] = useState(props);
  useEffect(() => setPage(props), [props]);
  // A reaction shows at once; the route's loader then reads the page again as the reader.
  const revalidator = useRevalidator();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/influencers"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-berry hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.influencers_all()}
      </Link>
      {page.status === 'error' ? (
        <DetailError detail={page.detail} />
      ) : (
        <Profile
          influencer={page.influencer}
          onReact={(next) => {
            setPage({ status: 'ready', influencer: { ...page.influencer, ...next } });
            void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}

function Profile({
  influencer: i,
  onReact,
}: {
  influencer: TInfluencerDetail;
  onReact: (next: Pick<TInfluencerDetail, 'reactions' | 'mine'>) => void;
}) {
  return (
    <>
      {i.status !== 'approved' && (
        <p className="mt-4 rounded-2xl bg-cream-deep px-4 py-3 text-sm text-cocoa">
          {i.status === 'pending' ? m.influencers_only_you_pending() : m.influencers_only_you_rejected()}{' '}
          <Link
            to="/profile/influencer"
            className="font-semibold text-berry underline-offset-4 hover:underline"
          >
            {m.influencers_manage()}
          </Link>
        </p>
      )}
      <section
        className="mt-4 rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8"
        aria-labelledby="influencer-name"
      >
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Monogram name={i.name} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 id="influencer-name" className="font-display text-3xl font-semibold text-cocoa">
              {i.name}
            </h1>
            <p className="text-cocoa-soft">@{i.handle}</p>
            {i.categories.length > 0 && (
              <p className="mt-2 text-sm text-cocoa-soft">
                {m.influencers_posts_about({ categories: i.categories.map((c) => c.name).join(', ') })}
              </p>
            )}
            <p className="mt-4 max-w-3xl leading-relaxed whitespace-pre-line text-cocoa">{i.bio}</p>
            <div className="mt-5">
              <SocialLinks influencer={i} />
            </div>
            {i.status === 'approved' && i.isOwner && (
              <div className="mt-6 border-t border-line pt-5">
                <p className="mb-3 text-sm font-semibold text-cocoa">{m.influencers_how_readers_like()}</p>
                <ReactionTally reactions={i.reactions} />
              </div>
            )}
            {i.status === 'approved' && !i.isOwner && (
              <div className="mt-6 border-t border-line pt-5">
                <p className="mb-3 text-sm font-semibold text-cocoa">
                  {m.influencers_how_do_you_like({ name: i.name.split(' ')[0] ?? i.name })}
                </p>
                <ReactionButtons
                  influencerId={i.id}
                  reactions={i.reactions}
                  mine={i.mine}
                  onChange={onReact}
                />
              </div>
            )}
          </div>
        </div>
      </section>
      <section className="mt-10" aria-labelledby="picks">
        <h2 id="picks" className="font-display text-2xl font-semibold text-cocoa">
          {m.influencers_name_picks({ name: i.name.split(' ')[0] ?? i.name })}
        </h2>
        {i.picks.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-white px-4 py-6 text-center text-cocoa-soft shadow-soft">
            {m.influencers_no_picks()}
          </p>
        ) : (
          <ul className={`mt-4 ${GRID}`}>
            {i.picks.map((p, n) => (
              <li key={p.id} className="flex flex-col gap-2">
                <ProductCard product={p.product} eager={n < 4} />
                {p.note && (
                  <p className="rounded-2xl bg-berry-soft px-3 py-2 text-sm text-cocoa">
                    <span className="sr-only">{m.influencers_says({ name: i.name })}</span>“{p.note}”
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
