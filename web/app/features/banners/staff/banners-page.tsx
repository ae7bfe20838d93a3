import { addDays, daysBetween, formatDate, formatNumber, type TBannerStat } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useSearchParams } from 'react-router';
import { FilterPills } from '~/components/filter-pills';
import { ui } from '~/components/form';
import { ChartColumn, ExternalLink } from '~/components/icon';
import { SmartLink } from '~/components/layout/smart-link';
import { fetchBannerStats } from '~/features/banners';
import { EmptyState } from '~/features/staff-shell';

const rate = (ctr: number | null) => (ctr === null ? '–' : `${formatNumber(ctr * 100, { decimals: 1 })} %`);

/** The numbers for the ?days= of an address: what the banners route's clientLoader gives. */
export async function loadBannerStats(params: URLSearchParams, signal: AbortSignal) {
  return { stats: await fetchBannerStats(daysOf(params), signal) };
}

const daysOf = (params: URLSearchParams): 7 | 30 => (params.get('days') === '30' ? 30 : 7);

/** /dashboard/banners: clicks and views per banner per day, for the last 7 or 30 days. */
export function DashboardBannersPage({ stats }: Awaited<ReturnType<typeof loadBannerStats>>) {
  const [params] = useSearchParams();
  const days = daysOf(params);
  const counted = stats.banners.some((b) => b.clicks + b.views > 0);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.banners_title()}</h1>
        <p className={ui.lead}>{m.banners_lead()}</p>
      </header>
      <div className="mt-6">
        <FilterPills
          label={m.banners_days_shown()}
          pills={[
            { label: m.banners_last_7(), href: '/dashboard/banners', active: days === 7 },
            { label: m.banners_last_30(), href: '/dashboard/banners?days=30', active: days === 30 },
          ]}
        />
      </div>
      <div className="mt-6 space-y-6">
        <dl className="grid grid-cols-3 gap-3">
          {[
            [m.banners_views(), formatNumber(stats.totals.views)],
            [m.banners_clicks(), formatNumber(stats.totals.clicks)],
            [m.banners_click_through(), rate(stats.totals.ctr)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-5">
              <dt className="text-sm text-cocoa-soft">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-cocoa sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
        {!counted && (
          <EmptyState
            icon={<ChartColumn aria-hidden="true" className="size-9" />}
            title={m.banners_no_counts()}
          >
            {m.banners_no_counts_text()}
          </EmptyState>
        )}
        {stats.banners.length > 0 && (
          <ul className="space-y-4">
            {stats.banners.map((b) => (
              <li key={b.key}>
                <BannerRow banner={b} from={stats.from} to={stats.to} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function BannerRow({ banner: b, from, to }: { banner: TBannerStat; from: string; to: string }) {
  const span = daysBetween(from, to) + 1;
  const byDay = new Map(b.daily.map((d) => [d.day, d]));
  const all = Array.from({ length: span }, (_, i) => {
    const day = addDays(from, i);
    return byDay.get(day) ?? { day, clicks: 0, views: 0 };
  });
  const top = Math.max(1, ...all.map((d) => d.views), ...all.map((d) => d.clicks));
  return (
    <article
      aria-label={b.title}
      className="grid gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft sm:grid-cols-[10rem_1fr] sm:p-5"
    >
      {b.image ? (
        <img src={b.image} alt="" className="aspect-[16/9] w-full rounded-2xl bg-cream-deep object-cover" />
      ) : (
        <span className="grid aspect-[16/9] w-full place-items-center rounded-2xl bg-cream-deep text-sm text-cocoa-soft">
          {b.place}
        </span>
      )}
      <div className="min-w-0 space-y-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-berry uppercase">{b.place}</p>
          <h2 className="font-display text-lg font-semibold break-words text-cocoa">{b.title}</h2>
          {b.url && (
            <SmartLink
              to={b.url}
              className="inline-flex items-center gap-1 text-sm break-all text-berry-dark hover:underline"
            >
              {b.url}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </SmartLink>
          )}
        </div>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-cocoa">
          <span>
            <strong>{formatNumber(b.views)}</strong>{' '}
            {b.views === 1 ? m.banners_view_word() : m.banners_views_word()}
          </span>
          <span>
            <strong>{formatNumber(b.clicks)}</strong>{' '}
            {b.clicks === 1 ? m.banners_click_word() : m.banners_clicks_word()}
          </span>
          <span>
            <strong>{rate(b.ctr)}</strong> {m.banners_click_through_word()}
          </span>
        </p>
        <figure>
          <div aria-hidden="true" className="flex h-16 items-end gap-0.5 border-b border-line bg-cream/50">
            {all.map((d) => (
              <div
                key={d.day}
                className="flex h-full flex-1 items-end gap-px"
                title={m.banners_day_counts({
                  day: formatDate(d.day, 'day'),
                  views: m.banners_count_views({ count: formatNumber(d.views) }),
                  clicks: m.banners_count_clicks({ count: formatNumber(d.clicks) }),
                })}
              >
                <span
                  className="w-1/2 rounded-t bg-berry/30"
                  style={{ height: `${(d.views / top) * 100}%` }}
                />
                <span className="w-1/2 rounded-t bg-berry" style={{ height: `${(d.clicks / top) * 100}%` }} />
              </div>
            ))}
          </div>
          <figcaption className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-cocoa-soft">
            <span>{formatDate(from, 'day')}</span>
            <span className="flex items-center gap-3">
              <span className="flex items-center gap-1">
                <span className="size-2.5 rounded-sm bg-berry/30" /> {m.banners_views()}
              </span>
              <span className="flex items-center gap-1">
                <span className="size-2.5 rounded-sm bg-berry" /> {m.banners_clicks()}
              </span>
            </span>
            <span>{formatDate(to, 'day')}</span>
          </figcaption>
        </figure>
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-cocoa">{m.banners_each_day()}</summary>
          <table className="mt-2 w-full text-left">
            <thead className="text-cocoa-soft">
              <tr>
                <th className="py-1 font-medium">{m.banners_day()}</th>
                <th className="py-1 text-right font-medium">{m.banners_views()}</th>
                <th className="py-1 text-right font-medium">{m.banners_clicks()}</th>
              </tr>
            </thead>
            <tbody>
              {all
                .filter((d) => d.views + d.clicks > 0)
                .reverse()
                .map((d) => (
                  <tr key={d.day} className="border-t border-line">
                    <td className="py-1">{formatDate(d.day, 'day')}</td>
                    <td className="py-1 text-right">{formatNumber(d.views)}</td>
                    <td className="py-1 text-right">{formatNumber(d.clicks)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      </div>
    </article>
  );
}
