import { INFLUENCER_TEXT, type TInfluencerCard, type TPagination } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { ChevronLeft, ChevronRight, Megaphone } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { InfluencerCard } from './influencer-card';

const pageHref = (page: number) => (page > 1 ? `/influencers?page=${page}` : '/influencers');

export type InfluencersData =
  | { status: 'ready'; influencers: TInfluencerCard[]; pagination?: TPagination }
  | { status: 'error'; detail: string | null };

/** /influencers: the approved influencers, a page at a time. */
export function InfluencersPage(props: InfluencersData) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-berry uppercase">Influencers</p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
            Cakes and gifts our creators love
          </h1>
          <p className="mt-2 text-base leading-relaxed text-cocoa-soft">
            Bakers, foodies and gift-givers from across Nepal share their favourite Upahar picks.
          </p>
        </div>
        <Link to="/profile/influencer" className={buttonClass('secondary', 'self-start sm:self-auto')}>
          <Megaphone aria-hidden="true" className="size-4" /> Become an influencer
        </Link>
      </header>
      {props.status === 'error' ? (
        <ProblemCard
          title={INFLUENCER_TEXT.listFailed}
          detail={props.detail}
          action={{ to: '/influencers', label: 'Try again', reloadDocument: true }}
        />
      ) : props.influencers.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Megaphone aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">No influencers yet</h2>
          <p className="mt-2 max-w-md text-cocoa-soft">
            Our first creators are being reviewed. Love our cakes and post about them? Apply to be one.
          </p>
          <Link to="/profile/influencer" className={buttonClass('primary', 'mt-6')}>
            Apply now
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {props.influencers.map((i) => (
              <li key={i.id}>
                <InfluencerCard influencer={i} />
              </li>
            ))}
          </ul>
          {props.pagination && props.pagination.totalPages > 1 && (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2">
              {props.pagination.currentPage > 1 && (
                <Link
                  to={pageHref(props.pagination.currentPage - 1)}
                  rel="prev"
                  className={buttonClass('quiet', '', 'sm')}
                >
                  <ChevronLeft aria-hidden="true" className="size-4" /> Previous
                </Link>
              )}
              <span className="text-sm text-cocoa-soft" aria-current="page">
                Page {props.pagination.currentPage} of {props.pagination.totalPages}
              </span>
              {props.pagination.currentPage < props.pagination.totalPages && (
                <Link
                  to={pageHref(props.pagination.currentPage + 1)}
                  rel="next"
                  className={buttonClass('quiet', '', 'sm')}
                >
                  Next <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
