import { type TMyStore, type TStoreCoupon, toPaisa, ZStoreCouponBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass, FormAlert, SelectField, SubmitButton, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { saveCoupon } from './coupons-api';

// Rupees in the form, paisa in the API: the form shows what a seller thinks in.
const rupees = (paisa: number | null) => (paisa === null ? '' : String(paisa / 100));
const paisaOf = (text: string) => {
  const n = Number(text.replace(/,/g, '').trim());
  return text.trim() === '' ? '' : Number.isFinite(n) ? toPaisa(n) : text;
};

/** Make or change a coupon; `coupon` null makes a new one. Errors keep what was typed. */
export function CouponForm({
  coupon,
  stores,
  admin,
  onSaved,
  onCancel,
}: {
  coupon: TStoreCoupon | null;
  stores: TMyStore[];
  admin: boolean;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm({
    storeId: coupon ? String(coupon.storeId ?? '') : String(stores[0]?.id ?? ''),
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    type: coupon?.type ?? 'percent',
    value: coupon ? (coupon.type === 'percent' ? String(coupon.value) : rupees(coupon.value)) : '',
    maxDiscount: rupees(coupon?.maxDiscount ?? null),
    minSubtotal: coupon ? rupees(coupon.minSubtotal) : '0',
    startsOn: coupon?.startsOn ?? '',
    endsOn: coupon?.endsOn ?? '',
    usageLimit: coupon?.usageLimit === null || !coupon ? '' : String(coupon.usageLimit),
    perUserLimit: String(coupon?.perUserLimit ?? 1),
    isActive: coupon?.isActive === false ? 'no' : 'yes',
  });
  const percent = form.values.type === 'percent';
  const onSubmit = form.submit(
    ZStoreCouponBody,
    (v) => ({
      ...v,
      value: percent ? v.value : paisaOf(v.value),
      maxDiscount: percent ? paisaOf(v.maxDiscount) : null,
      minSubtotal: paisaOf(v.minSubtotal) === '' ? 0 : paisaOf(v.minSubtotal),
      isActive: v.isActive === 'yes',
    }),
    async (body) => {
      const res = await saveCoupon(coupon?.id ?? null, body);
      toast.success(res.message ?? m.coupons_saved());
      await onSaved();
    },
  );
  const storeOptions = [
    ...(admin ? [{ value: '', label: m.coupons_whole_shop() }] : []),
    ...stores.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={coupon ? m.coupons_change_title({ code: coupon.code }) : m.coupons_new()}
      className="space-y-4"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.coupons_store()}
          required
          options={storeOptions}
          hint={admin ? 'A store’s coupon is paid for by that store; the whole shop’s by Upahar.' : undefined}
          {...form.field('storeId')}
        />
        <TextField
          label={m.coupons_code()}
          required
          autoCapitalize="characters"
          placeholder="ROSES10"
          hint="3 to 20 letters, digits or dashes"
          {...form.field('code')}
        />
      </div>
      <TextField
        label={m.coupons_what_shoppers_read()}
        optional
        maxLength={120}
        placeholder="10 % off our roses"
        {...form.field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={m.coupons_discount()}
          required
          options={[
            { value: 'percent', label: m.coupons_percent_option() },
            { value: 'fixed', label: m.coupons_rupees_option() },
          ]}
          {...form.field('type')}
        />
        <TextField
          label={percent ? m.coupons_percent_field() : m.coupons_amount_field()}
          required
          inputMode="decimal"
          {...form.field('value')}
        />
        {percent && (
          <TextField
            label={m.coupons_at_most_field()}
            optional
            inputMode="decimal"
            {...form.field('maxDiscount')}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={m.coupons_min_order()}
          inputMode="decimal"
          hint={m.coupons_min_hint()}
          {...form.field('minSubtotal')}
        />
        <TextField
          label={m.coupons_uses_in_all()}
          optional
          inputMode="numeric"
          hint={m.coupons_no_limit()}
          {...form.field('usageLimit')}
        />
        <TextField
          label={m.coupons_uses_per_shopper()}
          required
          inputMode="numeric"
          {...form.field('perUserLimit')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={m.coupons_first_day()} optional type="date" {...form.field('startsOn')} />
        <TextField label={m.coupons_last_day()} optional type="date" {...form.field('endsOn')} />
        <SelectField
          label={m.coupons_can_use()}
          options={[
            { value: 'yes', label: m.coupons_yes_dates() },
            { value: 'no', label: m.coupons_no_paused() },
          ]}
          {...form.field('isActive')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {m.coupons_cancel()}
        </button>
        <SubmitButton busy={form.busy} busyLabel={m.coupons_saving()}>
          {coupon ? m.coupons_save() : m.coupons_make()}
        </SubmitButton>
      </div>
    </form>
  );
}
