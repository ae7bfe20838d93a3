import { formatNumber, INFLUENCER_TEXT, type TInfluencerCard, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
          <p className="text-sm font-semibold tracking-wide text-berry uppercase">
            {m.influencers_eyebrow()}
          </p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
            {m.influencers_heading()}
          </h1>
          <p className="mt-2 text-base leading-relaxed text-cocoa-soft">{m.influencers_lead()}</p>
        </div>
        <Link to="/profile/influencer" className={buttonClass('secondary', 'self-start sm:self-auto')}>
          <Megaphone aria-hidden="true" className="size-4" /> {m.influencers_become()}
        </Link>
      </header>
      {props.status === 'error' ? (
        <ProblemCard
          title={INFLUENCER_TEXT.listFailed}
          detail={props.detail}
          action={{ to: '/influencers', label: m.influencers_try_again(), reloadDocument: true }}
        />
      ) : props.influencers.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Megaphone aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">{m.influencers_none()}</h2>
          <p className="mt-2 max-w-md text-cocoa-soft">{m.influencers_none_lead()}</p>
          <Link to="/profile/influencer" className={buttonClass('primary', 'mt-6')}>
            {m.influencers_apply_now()}
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
            <nav aria-label={m.influencers_pages()} className="mt-8 flex items-center justify-center gap-2">
              {props.pagination.currentPage > 1 && (
                <Link
                  to={pageHref(props.pagination.currentPage - 1)}
                  rel="prev"
                  className={buttonClass('quiet', '', 'sm')}
                >
                  <ChevronLeft aria-hidden="true" className="size-4" /> {m.influencers_previous()}
                </Link>
              )}
              <span className="text-sm text-cocoa-soft" aria-current="page">
                {m.influencers_page_of({
                  page: formatNumber(props.pagination.currentPage),
                  total: formatNumber(props.pagination.totalPages),
                })}
              </span>
              {props.pagination.currentPage < props.pagination.totalPages && (
                <Link
                  to={pageHref(props.pagination.currentPage + 1)}
                  rel="next"
                  className={buttonClass('quiet', '', 'sm')}
                >
                  {m.influencers_next()} <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
