import {
  formatDate,
  formatPrice,
  PRIZE_KIND_LABEL,
  PRIZE_SOURCE_LABEL,
  PRIZE_SOURCES,
  type TPrizeSource,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { Trophy } from '~/components/icon';
import { EmptyState, Pager } from '~/features/staff-shell';
import { pageFromSearch } from '~/lib/route-data';
import { PrizeTabs } from './prize-tabs';
import { fetchPrizeAwards } from './prizes-api';

const sourceOf = (s: string | null) =>
  (PRIZE_SOURCES as readonly string[]).includes(s ?? '') ? (s as TPrizeSource) : undefined;
const hrefFor = (source: TPrizeSource | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (source) q.set('source', source);
  if (page > 1) q.set('page', String(page));
  return `/dashboard/prizes/awards${q.size ? `?${q}` : ''}`;
};
const STATE_LABEL = {
  usable: m.prizes_staff_not_used(),
  used: m.prizes_staff_used(),
  expired: m.prizes_staff_expired(),
} as const;
const NONE_WON = {
  roulette: m.prizes_staff_none_roulette(),
  contest: m.prizes_staff_none_contest(),
  quiz: m.prizes_staff_none_quiz(),
  treasure: m.prizes_staff_none_treasure(),
} as const;

/** The prizes won, for the ?source= and ?page= of an address: what the route's clientLoader gives. */
export const loadPrizeAwards = (params: URLSearchParams, signal: AbortSignal) =>
  fetchPrizeAwards(pageFromSearch(params.get('page')), sourceOf(params.get('source')), signal);

/** /dashboard/prizes/awards: every prize handed out, newest first, with its winner. */
export function DashboardPrizeAwardsPage({
  awards,
  pagination,
}: Awaited<ReturnType<typeof loadPrizeAwards>>) {
  const [params] = useSearchParams();
  const source = sourceOf(params.get('source'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.prizes_staff_won_prizes()}</h1>
        <p className={ui.lead}>{m.prizes_staff_won_lead()}</p>
      </header>
      <div className="mt-6 space-y-3">
        <PrizeTabs current="awards" />
        <FilterPills
          label={m.prizes_staff_filter()}
          pills={[undefined, ...PRIZE_SOURCES].map((s) => ({
            label: s ? PRIZE_SOURCE_LABEL[s] : m.prizes_staff_all_games(),
            href: hrefFor(s),
            active: s === source,
          }))}
        />
      </div>
      <div className="mt-6">
        {awards.length === 0 && (
          <EmptyState
            icon={<Trophy aria-hidden="true" className="size-9" />}
            title={m.prizes_staff_nothing_won()}
          >
            {source ? NONE_WON[source] : m.prizes_staff_none_any()}
          </EmptyState>
        )}
        {awards.length > 0 && (
          <>
            <ul className="space-y-3">
              {awards.map((a) => (
                <li
                  key={a.id}
                  className="grid gap-1 rounded-3xl border border-line bg-white p-4 shadow-soft sm:grid-cols-[1fr_auto] sm:gap-4 sm:px-6"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-cocoa">{a.title}</p>
                    <p className="text-sm break-words text-cocoa-soft">
                      {a.winner.name} · {a.winner.email}
                    </p>
                    <p className="text-sm text-cocoa-soft">
                      {PRIZE_SOURCE_LABEL[a.source]}: {a.reason}
                    </p>
                  </div>
                  <div className="text-sm text-cocoa-soft sm:text-right">
                    <p>{formatDate(a.wonAt, 'date-time')}</p>
                    <p>
                      {PRIZE_KIND_LABEL[a.kind]}
                      {a.credit !== null && ` · ${formatPrice(a.credit)}`}
                      {a.code && (
                        <>
                          {' · '}
                          <span className="font-mono">{a.code}</span>
                        </>
                      )}
                    </p>
                    {a.codeState && <p className="font-medium text-cocoa">{STATE_LABEL[a.codeState]}</p>}
                  </div>
                </li>
              ))}
            </ul>
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => hrefFor(source, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
