import type { TStaffCampaign, TStaffFlashSale } from '@upahar/contract';
import { useState } from 'react';
import { buttonClass, type FieldErrors, serverFieldErrors, TextField, ui } from '~/components/form';
import { ChosenProduct, ProductSearch } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import {
  checkFlashSaleForm,
  emptyFlashSaleForm,
  type FlashSaleForm,
  flashSaleFormOf,
  onDateFields,
} from './campaign-form';
import { KathmanduWhenFields } from './campaign-when-fields';
import { addSale, saveSale } from './campaigns-api';

/** Adds a flash sale, or changes one (`sale`); what was typed stays when the server refuses. */
export function CampaignFlashSaleForm({
  campaignId,
  sale,
  onSaved,
  onCancel,
}: {
  campaignId: number;
  sale: TStaffFlashSale | null;
  onSaved: (c: TStaffCampaign) => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState<FlashSaleForm>(() =>
    sale ? flashSaleFormOf(sale) : emptyFlashSaleForm(),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FlashSaleForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k.replace(/Time$/, 'Date')];
      return next;
    });
    setProblem(null);
  };
  const submit = async () => {
    const checked = checkFlashSaleForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const res = sale
        ? await saveSale(campaignId, sale.id, checked.body)
        : await addSale(campaignId, checked.body);
      onSaved(res.data.campaign);
      if (!sale) setForm(emptyFlashSaleForm());
    } catch (err) {
      setErrors(err instanceof ApiError ? onDateFields(serverFieldErrors(err.errors)) : {});
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const idp = sale ? `sale-${sale.id}` : 'sale-new';
  return (
    <form
      noValidate
      aria-label={sale ? `Change the flash sale of ${sale.productName}` : 'Add a flash sale'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-4 rounded-2xl border border-dashed border-line p-4"
    >
      <h3 className="font-semibold text-cocoa">
        {sale ? `Change: ${sale.productName}` : 'Add a flash sale'}
      </h3>
      <div className="min-w-0">
        {form.productId ? (
          <ChosenProduct name={form.productName} onClear={() => set({ productId: '', productName: '' })} />
        ) : (
          <ProductSearch
            id={`${idp}-product`}
            label="Product"
            single
            invalid={Boolean(errors.productId)}
            onPick={(p) => set({ productId: p.id, productName: p.name })}
          />
        )}
        {errors.productId && <p className={`${ui.error} mt-1.5`}>{errors.productId}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Flash price (Rs)"
          name="price"
          inputMode="decimal"
          value={form.price}
          error={errors.price}
          onValueChange={(v) => set({ price: v })}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          value={form.stock}
          error={errors.stock}
          hint={sale ? `${sale.sold} sold already` : 'How many to sell at this price'}
          onValueChange={(v) => set({ stock: v })}
        />
        <TextField
          label="Per customer"
          name="perCustomerLimit"
          inputMode="numeric"
          value={form.perCustomerLimit}
          error={errors.perCustomerLimit}
          onValueChange={(v) => set({ perCustomerLimit: v })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <KathmanduWhenFields
          name={`${idp}-start`}
          label="Start"
          date={form.startDate}
          time={form.startTime}
          onDate={(v) => set({ startDate: v })}
          onTime={(v) => set({ startTime: v })}
          error={errors.startDate}
        />
        <KathmanduWhenFields
          name={`${idp}-end`}
          label="End"
          date={form.endDate}
          time={form.endTime}
          onDate={(v) => set({ endDate: v })}
          onTime={(v) => set({ endTime: v })}
          error={errors.endDate}
        />
      </div>
      {problem && (
        <p role="alert" className={ui.error}>
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving…' : sale ? 'Save flash sale' : 'Add flash sale'}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
