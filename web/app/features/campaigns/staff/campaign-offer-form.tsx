import type { TStaffCampaign } from '@upahar/contract';
import { useState } from 'react';
import {
  buttonClass,
  type FieldErrors,
  SelectField,
  serverFieldErrors,
  TextField,
  ui,
} from '~/components/form';
import { ChosenProduct, ProductSearch } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { checkOfferForm, emptyOfferForm, type OfferForm } from './campaign-form';
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
  const [form, setForm] = useState<OfferForm>(emptyOfferForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<OfferForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setProblem(null);
  };
  const submit = async () => {
    const checked = checkOfferForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const res = await addOffer(campaignId, checked.body);
      onAdded(res.data.campaign);
      setForm({ ...emptyOfferForm(), target: form.target });
    } catch (err) {
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const list = form.target === 'category' ? targets.categories : targets.brands;
  return (
    <form
      noValidate
      aria-label="Add an offer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-4 rounded-2xl border border-dashed border-line p-4"
    >
      <h3 className="font-semibold text-cocoa">Add an offer</h3>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          label="On"
          name="target"
          value={form.target}
          options={[
            { value: 'category', label: 'A category' },
            { value: 'brand', label: 'A brand' },
            { value: 'product', label: 'A product' },
          ]}
          onValueChange={(v) =>
            set({
              target: v as OfferForm['target'],
              targetId: '',
              targetName: '',
              kind: v === 'product' ? form.kind : 'percent',
            })
          }
        />
        {form.target === 'product' ? (
          <div className="min-w-0">
            {form.targetId ? (
              <ChosenProduct name={form.targetName} onClear={() => set({ targetId: '', targetName: '' })} />
            ) : (
              <ProductSearch
                id="offer-product"
                label="Product"
                single
                invalid={Boolean(errors.targetId)}
                onPick={(p) => set({ targetId: p.id, targetName: p.name })}
              />
            )}
            {errors.targetId && <p className={`${ui.error} mt-1.5`}>{errors.targetId}</p>}
          </div>
        ) : (
          <SelectField
            label={form.target === 'category' ? 'Category' : 'Brand'}
            name="targetId"
            value={form.targetId}
            error={errors.targetId}
            options={[
              { value: '', label: 'Choose…' },
              ...list.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
            onValueChange={(v) => set({ targetId: v })}
          />
        )}
      </div>
      {form.target === 'product' && (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
          <legend className="sr-only">How the price is cut</legend>
          {(['percent', 'price'] as const).map((k) => (
            <label key={k} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-cocoa">
              <input
                type="radio"
                name="offer-kind"
                checked={form.kind === k}
                onChange={() => set({ kind: k })}
                className="size-5 accent-berry"
              />
              {k === 'percent' ? 'Percent off' : 'Campaign price'}
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_auto] sm:items-end">
        {form.kind === 'percent' ? (
          <TextField
            label="Percent off"
            name="percentOff"
            inputMode="numeric"
            value={form.percentOff}
            error={errors.percentOff}
            hint="1 to 90"
            onValueChange={(v) => set({ percentOff: v })}
          />
        ) : (
          <TextField
            label="Campaign price (Rs)"
            name="price"
            inputMode="decimal"
            value={form.price}
            error={errors.price ?? errors.percentOff}
            onValueChange={(v) => set({ price: v })}
          />
        )}
        <button type="submit" className={buttonClass('primary', 'justify-self-start')} disabled={busy}>
          {busy ? 'Adding…' : 'Add offer'}
        </button>
      </div>
      {problem && (
        <p role="alert" className={ui.error}>
          {problem}
        </p>
      )}
    </form>
  );
}
