import { type TMyStore, type TStoreCoupon, toPaisa, ZStoreCouponBody } from '@upahar/contract';
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
      toast.success(res.message ?? 'Coupon saved');
      await onSaved();
    },
  );
  const storeOptions = [
    ...(admin ? [{ value: '', label: 'The whole shop' }] : []),
    ...stores.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={coupon ? `Change ${coupon.code}` : 'New coupon'}
      className="space-y-4"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Store"
          required
          options={storeOptions}
          hint={admin ? 'A store’s coupon is paid for by that store; the whole shop’s by Upahar.' : undefined}
          {...form.field('storeId')}
        />
        <TextField
          label="Code"
          required
          autoCapitalize="characters"
          placeholder="ROSES10"
          hint="3 to 20 letters, digits or dashes"
          {...form.field('code')}
        />
      </div>
      <TextField
        label="What shoppers read"
        optional
        maxLength={120}
        placeholder="10 % off our roses"
        {...form.field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Discount"
          required
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'fixed', label: 'Rupees off' },
          ]}
          {...form.field('type')}
        />
        <TextField
          label={percent ? 'Percent (1-90)' : 'Amount (Rs)'}
          required
          inputMode="decimal"
          {...form.field('value')}
        />
        {percent && (
          <TextField label="At most (Rs)" optional inputMode="decimal" {...form.field('maxDiscount')} />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Minimum order (Rs)"
          inputMode="decimal"
          hint="Of this store’s items"
          {...form.field('minSubtotal')}
        />
        <TextField
          label="Uses in all"
          optional
          inputMode="numeric"
          hint="Empty: no limit"
          {...form.field('usageLimit')}
        />
        <TextField label="Uses per shopper" required inputMode="numeric" {...form.field('perUserLimit')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="First day" optional type="date" {...form.field('startsOn')} />
        <TextField label="Last day" optional type="date" {...form.field('endsOn')} />
        <SelectField
          label="Shoppers can use it"
          options={[
            { value: 'yes', label: 'Yes, when in its dates' },
            { value: 'no', label: 'No, paused' },
          ]}
          {...form.field('isActive')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          {coupon ? 'Save coupon' : 'Make coupon'}
        </SubmitButton>
      </div>
    </form>
  );
}
