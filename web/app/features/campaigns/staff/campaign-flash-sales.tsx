import {
  formatDate,
  formatNumber,
  formatPrice,
  type TStaffCampaign,
  type TStaffFlashSale,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { type AlertState, buttonClass, FormAlert, ui } from '~/components/form';
import { Pencil, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { CampaignFlashSaleForm } from './campaign-flash-sale-form';
import { removeSale } from './campaigns-api';

/** The campaign's flash sales: a product at a low price for a few hours, while its stock lasts. */
export function CampaignFlashSales({
  campaign,
  onChanged,
}: {
  campaign: TStaffCampaign;
  onChanged: (c: TStaffCampaign) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertState>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = async (s: TStaffFlashSale) => {
    if (!window.confirm(m.campaigns_staff_remove_sale_confirm({ product: s.productName }))) return;
    setRemoving(s.id);
    try {
      const res = await removeSale(campaign.id, s.id);
      onChanged(res.data.campaign);
      setAlert({ tone: 'success', text: res.message ?? m.campaigns_staff_sale_removed() });
    } catch (err) {
      // Once someone has bought at it the server refuses and says what to do instead.
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section aria-labelledby="campaign-flash-sales" className={`${ui.card} space-y-5`}>
      <div>
        <h2 id="campaign-flash-sales" className="font-display text-2xl font-semibold text-cocoa">
          {m.campaigns_staff_col_flash()}
        </h2>
        <p className="mt-1 text-sm text-cocoa-soft">{m.campaigns_staff_times_kathmandu()}</p>
      </div>
      {alert && (
        <div aria-live="polite">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      {campaign.flashSales.length === 0 ? (
        <p className="rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">{m.campaigns_staff_no_flash()}</p>
      ) : (
        <ul aria-label="Flash sales" className="space-y-3">
          {campaign.flashSales.map((s) =>
            editing === s.id ? (
              <li key={s.id}>
                <CampaignFlashSaleForm
                  campaignId={campaign.id}
                  sale={s}
                  onCancel={() => setEditing(null)}
                  onSaved={(c) => {
                    onChanged(c);
                    setEditing(null);
                    setAlert({ tone: 'success', text: m.campaigns_staff_sale_saved() });
                  }}
                />
              </li>
            ) : (
              <li key={s.id} aria-label={s.productName} className="rounded-2xl border border-line p-4">
                <SaleSummary s={s} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('secondary', '', 'sm')}
                    onClick={() => setEditing(s.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {m.campaigns_staff_change()}
                    <span className="sr-only">{m.campaigns_staff_of_sale({ product: s.productName })}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass('danger', '', 'sm')}
                    disabled={removing === s.id}
                    onClick={() => void remove(s)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {m.campaigns_staff_remove()}
                    <span className="sr-only">{m.campaigns_staff_of_sale({ product: s.productName })}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === null && <CampaignFlashSaleForm campaignId={campaign.id} sale={null} onSaved={onChanged} />}
    </section>
  );
}

function SaleSummary({ s }: { s: TStaffFlashSale }) {
  const share = s.stock > 0 ? Math.min(1, s.sold / s.stock) : 0;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-cocoa">{s.productName}</h3>
        <p className="text-sm whitespace-nowrap">
          <strong className="text-berry">{formatPrice(s.price)}</strong>
          <s className="ml-1.5 text-cocoa-soft">{formatPrice(s.listPrice)}</s>
        </p>
      </div>
      <p className="mt-1 text-sm text-cocoa-soft">
        {formatDate(s.startsAt, 'date-time')} – {formatDate(s.endsAt, 'date-time')}
      </p>
      <div
        role="progressbar"
        aria-label={m.campaigns_staff_sold_of({ sold: formatNumber(s.sold), stock: formatNumber(s.stock) })}
        aria-valuemin={0}
        aria-valuemax={s.stock}
        aria-valuenow={s.sold}
        className="mt-3 h-2 overflow-hidden rounded-full bg-cream-deep"
      >
        <div className="h-full bg-berry" style={{ width: `${share * 100}%` }} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {[
          [
            m.campaigns_staff_sold(),
            m.campaigns_staff_of({ sold: formatNumber(s.sold), stock: formatNumber(s.stock) }),
          ],
          [m.campaigns_staff_left(), formatNumber(Math.max(0, s.stock - s.sold))],
          [m.campaigns_staff_buyers(), formatNumber(s.buyers)],
          [m.campaigns_staff_per_customer(), formatNumber(s.perCustomerLimit)],
        ].map(([k, v]) => (
          <div key={k} className="flex gap-1.5">
            <dt className="text-cocoa-soft">{k}:</dt>
            <dd className="font-medium text-cocoa tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
