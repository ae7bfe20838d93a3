import type { TStaffCampaign } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { PartyPopper, Plus } from '~/components/icon';
import { EmptyState } from '~/features/staff-shell';
import { CampaignBadges } from './campaign-badges';
import { fetchCampaigns } from './campaigns-api';

type Row = Omit<TStaffCampaign, 'offers' | 'flashSales'> & { offers: number; flashSales: number };

/** Every campaign: what the campaigns route's clientLoader gives. */
export async function loadStaffCampaigns(signal: AbortSignal) {
  return { campaigns: await fetchCampaigns(signal) };
}

/** /dashboard/campaigns: every campaign with its dates, state and how many offers and flash sales. */
export function DashboardCampaignsPage({ campaigns }: Awaited<ReturnType<typeof loadStaffCampaigns>>) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={ui.heading}>{m.campaigns_staff_title()}</h1>
          <p className={ui.lead}>{m.campaigns_staff_lead()}</p>
        </div>
        <Link to="/dashboard/campaigns/new" className={buttonClass('primary', 'self-start sm:self-auto')}>
          <Plus aria-hidden="true" className="size-4" />
          {m.campaigns_staff_new()}
        </Link>
      </header>
      <div className="mt-6">
        {campaigns.length === 0 && (
          <EmptyState
            icon={<PartyPopper aria-hidden="true" className="size-9" />}
            title={m.campaigns_staff_none()}
          >
            {m.campaigns_staff_plan()}{' '}
            <Link to="/dashboard/campaigns/new" className={ui.link}>
              {m.campaigns_staff_make_first()}
            </Link>
            .
          </EmptyState>
        )}
        {campaigns.length > 0 && (
          <>
            <ul className="space-y-3 md:hidden">
              {campaigns.map((c) => (
                <li key={c.id}>
                  <CampaignCard c={c} />
                </li>
              ))}
            </ul>
            <CampaignTable rows={campaigns} />
          </>
        )}
      </div>
    </div>
  );
}

function CampaignCard({ c }: { c: Row }) {
  return (
    <article
      aria-label={c.name}
      className="relative rounded-3xl border border-line bg-white p-4 shadow-soft transition hover:shadow-lifted"
    >
      <h2 className="font-display text-lg leading-snug font-semibold break-words text-cocoa">
        <Link to={`/dashboard/campaigns/${c.id}`} className="after:absolute after:inset-0 hover:text-berry">
          {c.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-cocoa-soft">
        {formatDate(c.startsAt, 'date-time')} – {formatDate(c.endsAt, 'date-time')}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <CampaignBadges state={c.state} isPublished={c.isPublished} fundedBy={c.fundedBy} />
        <span className="text-sm text-cocoa-soft">
          {m.campaigns_staff_offers_count({ count: formatNumber(c.offers) })} ·{' '}
          {m.campaigns_staff_flash_count({ count: formatNumber(c.flashSales) })}
        </span>
      </div>
    </article>
  );
}

function CampaignTable({ rows }: { rows: Row[] }) {
  const cell = 'px-4 py-3 align-middle';
  return (
    <div className="hidden overflow-hidden rounded-3xl border border-line bg-white shadow-soft md:block">
      <table className="w-full text-left text-sm text-cocoa">
        <caption className="sr-only">{m.campaigns_staff_title()}</caption>
        <thead className="bg-cream text-cocoa-soft">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {m.campaigns_staff_col_campaign()}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {m.campaigns_staff_col_runs()}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {m.campaigns_staff_col_state()}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {m.campaigns_staff_col_offers()}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {m.campaigns_staff_col_flash()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((c) => (
            <tr key={c.id} className="hover:bg-cream/50">
              <td className={cell}>
                <Link
                  to={`/dashboard/campaigns/${c.id}`}
                  className="font-semibold text-cocoa hover:text-berry"
                >
                  {c.name}
                </Link>
                <span className="block text-xs text-cocoa-soft">/campaign/{c.slug}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDate(c.startsAt, 'date-time')}
                <span className="block text-cocoa-soft">
                  {m.campaigns_staff_to_date({ date: formatDate(c.endsAt, 'date-time') })}
                </span>
              </td>
              <td className={cell}>
                <CampaignBadges state={c.state} isPublished={c.isPublished} fundedBy={c.fundedBy} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatNumber(c.offers)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatNumber(c.flashSales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
