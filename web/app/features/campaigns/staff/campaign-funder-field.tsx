import { CAMPAIGN_FUNDER_LABEL, CAMPAIGN_FUNDERS, type TCampaignFunder } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { ui } from '~/components/form';

const HINT: Record<TCampaignFunder, string> = {
  shop: m.campaigns_staff_hint_shop(),
  store: m.campaigns_staff_hint_store(),
};

/** Who pays for what the campaign takes off its products: two cards to choose between. */
export function CampaignFunderField({
  value,
  onChange,
  error,
}: {
  value: TCampaignFunder;
  onChange: (v: TCampaignFunder) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={ui.label}>{m.campaigns_staff_who_pays()}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {CAMPAIGN_FUNDERS.map((f) => (
          <label
            key={f}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-4 text-cocoa transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-berry/25 ${
              value === f ? 'border-berry bg-berry-soft/40' : 'border-line bg-white hover:bg-cream'
            }`}
          >
            <input
              type="radio"
              name="fundedBy"
              value={f}
              checked={value === f}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(f)}
              className="mt-0.5 size-5 shrink-0 accent-berry"
            />
            <span>
              <span className="block font-semibold">{CAMPAIGN_FUNDER_LABEL[f]}</span>
              <span className="block text-sm text-cocoa-soft">{HINT[f]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 ${ui.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
