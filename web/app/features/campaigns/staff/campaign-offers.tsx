import { formatNumber, formatPrice, type TStaffCampaign } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { type AlertState, buttonClass, FormAlert, ui } from '~/components/form';
import { Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { AddOfferForm, type OfferTargets } from './campaign-offer-form';
import { removeOffer } from './campaigns-api';

const TARGET_LABEL = {
  product: m.campaigns_staff_target_product(),
  category: m.campaigns_staff_target_category(),
  brand: m.campaigns_staff_target_brand(),
} as const;

/** The campaign's offers: a percent off a product, category or brand, or a product's campaign price. */
export function CampaignOffers({
  campaign,
  targets,
  onChanged,
}: {
  campaign: TStaffCampaign;
  targets: OfferTargets;
  onChanged: (c: TStaffCampaign) => void;
}) {
  const [alert, setAlert] = useState<AlertState>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = async (id: number, title: string) => {
    if (!window.confirm(m.campaigns_staff_remove_offer_confirm({ title }))) return;
    setRemoving(id);
    try {
      const res = await removeOffer(campaign.id, id);
      onChanged(res.data.campaign);
      setAlert({ tone: 'success', text: res.message ?? m.campaigns_staff_offer_removed() });
    } catch (err) {
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section aria-labelledby="campaign-offers" className={`${ui.card} space-y-5`}>
      <div>
        <h2 id="campaign-offers" className="font-display text-2xl font-semibold text-cocoa">
          {m.campaigns_staff_offers()}
        </h2>
        <p className="mt-1 text-sm text-cocoa-soft">{m.campaigns_staff_offers_lead()}</p>
      </div>
      {alert && (
        <div aria-live="polite">
          <FormAlert tone={alert.tone}>{alert.text}</FormAlert>
        </div>
      )}
      {campaign.offers.length === 0 ? (
        <p className="rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">{m.campaigns_staff_no_offers()}</p>
      ) : (
        <ul
          aria-label={m.campaigns_staff_offers()}
          className="divide-y divide-line rounded-2xl border border-line"
        >
          {campaign.offers.map((o) => (
            <li
              key={o.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 p-3 sm:flex"
            >
              <span className="col-span-2 flex min-w-0 items-center gap-2 sm:flex-1">
                <span className="shrink-0 rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-cocoa">
                  {TARGET_LABEL[o.target]}
                </span>
                <span className="min-w-0 font-medium break-words text-cocoa">{o.title}</span>
              </span>
              <span className="text-sm whitespace-nowrap text-cocoa">
                {o.percentOff !== null ? (
                  <strong className="text-berry">
                    {m.campaigns_percent_off({ percent: formatNumber(o.percentOff ?? 0) })}
                  </strong>
                ) : (
                  <>
                    <strong className="text-berry">{formatPrice(o.price ?? 0)}</strong>
                    {o.listPrice !== null && (
                      <s className="ml-1.5 text-cocoa-soft">{formatPrice(o.listPrice)}</s>
                    )}
                  </>
                )}
              </span>
              <button
                type="button"
                className={buttonClass('danger', '', 'sm')}
                disabled={removing === o.id}
                onClick={() => void remove(o.id, o.title)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {m.campaigns_staff_remove()}
                <span className="sr-only">{m.campaigns_staff_of_offer({ title: o.title })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddOfferForm campaignId={campaign.id} targets={targets} onAdded={onChanged} />
    </section>
  );
}
