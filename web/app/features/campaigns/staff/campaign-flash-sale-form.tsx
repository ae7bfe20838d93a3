import { formatNumber, type TStaffCampaign, type TStaffFlashSale, ZFlashSaleBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, TextField, ui, useForm } from '~/components/form';
import { ChosenProduct, ProductSearch } from '~/features/staff-shell';
import { emptyFlashSaleForm, type FlashSaleForm, flashSaleBodyOf, flashSaleFormOf } from './campaign-form';
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
  const form = useForm<FlashSaleForm>(sale ? flashSaleFormOf(sale) : emptyFlashSaleForm());
  const { values, errors } = form;
  const set = (patch: Partial<FlashSaleForm>) => {
    form.setValues((v) => ({ ...v, ...patch }));
    // A field's message goes once it changes; the body's instants are made of a date and a time
    // field each, and either clears the instant's message.
    for (const k of Object.keys(patch)) form.setFieldError(k.replace(/(Date|Time)$/, 'sAt'), undefined);
    form.setAlert(null);
  };
  const onSubmit = form.submit(ZFlashSaleBody, flashSaleBodyOf, async (body) => {
    const res = sale ? await saveSale(campaignId, sale.id, body) : await addSale(campaignId, body);
    onSaved(res.data.campaign);
    if (!sale) form.setValues(emptyFlashSaleForm());
  });
  const idp = sale ? `sale-${sale.id}` : 'sale-new';
  return (
    <form
      noValidate
      aria-label={
        sale ? m.campaigns_staff_change_sale_of({ product: sale.productName }) : m.campaigns_staff_add_sale()
      }
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-dashed border-line p-4"
    >
      <h3 className="font-semibold text-cocoa">
        {sale ? m.campaigns_staff_change_colon({ product: sale.productName }) : m.campaigns_staff_add_sale()}
      </h3>
      <div className="min-w-0">
        {values.productId ? (
          <ChosenProduct name={values.productName} onClear={() => set({ productId: '', productName: '' })} />
        ) : (
          <ProductSearch
            id={`${idp}-product`}
            label={m.campaigns_staff_product()}
            single
            invalid={Boolean(errors.productId)}
            onPick={(p) => set({ productId: p.id, productName: p.name })}
          />
        )}
        {errors.productId && <p className={`${ui.error} mt-1.5`}>{errors.productId}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={m.campaigns_staff_flash_price()}
          name="price"
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          onValueChange={(v) => set({ price: v })}
        />
        <TextField
          label={m.campaigns_staff_stock()}
          name="stock"
          inputMode="numeric"
          value={values.stock}
          error={errors.stock}
          hint={
            sale
              ? m.campaigns_staff_sold_already({ count: formatNumber(sale.sold) })
              : m.campaigns_staff_how_many()
          }
          onValueChange={(v) => set({ stock: v })}
        />
        <TextField
          label={m.campaigns_staff_per_customer()}
          name="perCustomerLimit"
          inputMode="numeric"
          value={values.perCustomerLimit}
          error={errors.perCustomerLimit}
          onValueChange={(v) => set({ perCustomerLimit: v })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <KathmanduWhenFields
          name={`${idp}-start`}
          label={m.campaigns_staff_start()}
          date={values.startDate}
          time={values.startTime}
          onDate={(v) => set({ startDate: v })}
          onTime={(v) => set({ startTime: v })}
          error={errors.startsAt}
        />
        <KathmanduWhenFields
          name={`${idp}-end`}
          label={m.campaigns_staff_end()}
          date={values.endDate}
          time={values.endTime}
          onDate={(v) => set({ endDate: v })}
          onTime={(v) => set({ endTime: v })}
          error={errors.endsAt}
        />
      </div>
      {form.alert && (
        <p role="alert" className={ui.error}>
          {form.alert.text}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={form.busy}>
          {form.busy
            ? m.campaigns_staff_saving()
            : sale
              ? m.campaigns_staff_save_sale()
              : m.campaigns_staff_add_sale_button()}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            {m.campaigns_staff_cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
