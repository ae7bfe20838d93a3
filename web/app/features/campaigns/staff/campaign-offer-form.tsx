import { type TStaffCampaign, ZOfferBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, SelectField, TextField, ui, useForm } from '~/components/form';
import { ChosenProduct, ProductSearch } from '~/features/staff-shell';
import { emptyOfferForm, type OfferForm, offerBodyOf } from './campaign-form';
import { addOffer } from './campaigns-api';

export type OfferTargets = {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
};

/** Puts a category, brand or product on offer: a percent off, or (a product only) a campaign price. */
export function AddOfferForm({
  campaignId,
  targets,
  onAdded,
}: {
  campaignId: number;
  targets: OfferTargets;
  onAdded: (c: TStaffCampaign) => void;
}) {
  const form = useForm<OfferForm>(emptyOfferForm());
  const { values, errors } = form;
  const set = (patch: Partial<OfferForm>) => {
    form.setValues((v) => ({ ...v, ...patch }));
    for (const k of Object.keys(patch)) form.setFieldError(k, undefined);
    form.setAlert(null);
  };
  const onSubmit = form.submit(ZOfferBody, offerBodyOf, async (body) => {
    const res = await addOffer(campaignId, body);
    onAdded(res.data.campaign);
    form.setValues((v) => ({ ...emptyOfferForm(), target: v.target }));
  });
  const list = values.target === 'category' ? targets.categories : targets.brands;
  return (
    <form
      noValidate
      aria-label={m.campaigns_staff_add_offer_label()}
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-dashed border-line p-4"
    >
      <h3 className="font-semibold text-cocoa">{m.campaigns_staff_add_offer_label()}</h3>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          label={m.campaigns_staff_on()}
          name="target"
          value={values.target}
          options={[
            { value: 'category', label: m.campaigns_staff_a_category() },
            { value: 'brand', label: m.campaigns_staff_a_brand() },
            { value: 'product', label: m.campaigns_staff_a_product() },
          ]}
          onValueChange={(v) =>
            set({
              target: v as OfferForm['target'],
              targetId: '',
              targetName: '',
              kind: v === 'product' ? values.kind : 'percent',
            })
          }
        />
        {values.target === 'product' ? (
          <div className="min-w-0">
            {values.targetId ? (
              <ChosenProduct name={values.targetName} onClear={() => set({ targetId: '', targetName: '' })} />
            ) : (
              <ProductSearch
                id="offer-product"
                label={m.campaigns_staff_product()}
                single
                invalid={Boolean(errors.targetId)}
                onPick={(p) => set({ targetId: p.id, targetName: p.name })}
              />
            )}
            {errors.targetId && <p className={`${ui.error} mt-1.5`}>{errors.targetId}</p>}
          </div>
        ) : (
          <SelectField
            label={
              values.target === 'category'
                ? m.campaigns_staff_target_category()
                : m.campaigns_staff_target_brand()
            }
            name="targetId"
            value={values.targetId}
            error={errors.targetId}
            options={[
              { value: '', label: m.campaigns_staff_choose() },
              ...list.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
            onValueChange={(v) => set({ targetId: v })}
          />
        )}
      </div>
      {values.target === 'product' && (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
          <legend className="sr-only">{m.campaigns_staff_price_cut()}</legend>
          {(['percent', 'price'] as const).map((k) => (
            <label key={k} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-cocoa">
              <input
                type="radio"
                name="offer-kind"
                checked={values.kind === k}
                onChange={() => set({ kind: k })}
                className="size-5 accent-berry"
              />
              {k === 'percent' ? m.campaigns_staff_percent_off() : m.campaigns_staff_campaign_price()}
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_auto] sm:items-end">
        {values.kind === 'percent' ? (
          <TextField
            label={m.campaigns_staff_percent_off()}
            name="percentOff"
            inputMode="numeric"
            value={values.percentOff}
            error={errors.percentOff}
            hint="1 to 90"
            onValueChange={(v) => set({ percentOff: v })}
          />
        ) : (
          <TextField
            label={m.campaigns_staff_campaign_price_rs()}
            name="price"
            inputMode="decimal"
            value={values.price}
            error={errors.price ?? errors.percentOff}
            onValueChange={(v) => set({ price: v })}
          />
        )}
        <button type="submit" className={buttonClass('primary', 'justify-self-start')} disabled={form.busy}>
          {form.busy ? m.campaigns_staff_adding() : m.campaigns_staff_add_offer()}
        </button>
      </div>
      {form.alert && (
        <p role="alert" className={ui.error}>
          {form.alert.text}
        </p>
      )}
    </form>
  );
}
