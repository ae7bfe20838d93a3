import { PRIZE_KIND_LABEL, PRIZE_KINDS, type TPrize, ZPrizeBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass, FormAlert, SelectField, SubmitButton, TextField, ui, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { paisaOf, rupeesOf } from '~/features/staff-shell';
import { type PickedProduct, PrizeProductPicker } from './prize-product-picker';
import { savePrize } from './prizes-api';

// Rupees in the form, paisa in the API: admins think in rupees.
const rupees = (paisa: number | null) => (paisa === null ? '' : rupeesOf(paisa));

// A quiz whose players saw its right answers can never pay its prize again: they can pass them on.
const RETIRING = m.prizes_staff_retire_note();
const TURNING_ON = m.prizes_staff_on_again_note();

/** Make or change a prize; `prize` null makes a new one. Errors keep what was typed. */
export function PrizeForm({
  prize,
  onSaved,
  onCancel,
}: {
  prize: TPrize | null;
  onSaved: (p: TPrize) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    title: prize?.title ?? '',
    kind: prize?.kind ?? 'coupon',
    couponType: prize?.couponType ?? 'percent',
    couponValue:
      prize?.couponValue == null
        ? ''
        : prize.couponType === 'fixed'
          ? rupees(prize.couponValue)
          : String(prize.couponValue),
    minSubtotal: prize ? rupees(prize.minSubtotal) : '0',
    credit: rupees(prize?.credit ?? null),
    validDays: String(prize?.validDays ?? 30),
    isActive: prize?.isActive === false ? 'no' : 'yes',
  });
  const [product, setProduct] = useState<PickedProduct | null>(prize?.product ?? null);
  const kind = form.values.kind;
  const percent = form.values.couponType === 'percent';
  const onSubmit = form.submit(
    ZPrizeBody,
    (v) => ({
      title: v.title,
      kind: v.kind,
      couponType: v.kind === 'coupon' ? v.couponType : null,
      couponValue: v.kind === 'coupon' ? (percent ? v.couponValue : paisaOf(v.couponValue)) : null,
      minSubtotal: paisaOf(v.minSubtotal) === '' ? 0 : paisaOf(v.minSubtotal),
      credit: v.kind === 'credit' ? paisaOf(v.credit) : null,
      productId: v.kind === 'product' ? (product?.id ?? null) : null,
      validDays: v.validDays,
      isActive: v.isActive === 'yes',
    }),
    async (body) => {
      const res = await savePrize(prize?.id ?? null, body);
      toast.success(res.message ?? m.prizes_staff_saved());
      onSaved(res.data.prize);
    },
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={prize ? m.prizes_staff_change_title({ title: prize.title }) : m.prizes_staff_new()}
      className="space-y-4"
    >
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={m.prizes_staff_name()}
          required
          maxLength={80}
          placeholder="15 % off your next cake"
          {...form.field('title')}
        />
        <SelectField
          label={m.prizes_staff_what_gives()}
          required
          options={PRIZE_KINDS.map((k) => ({ value: k, label: PRIZE_KIND_LABEL[k] }))}
          {...form.field('kind')}
        />
      </div>
      {kind === 'coupon' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={m.prizes_staff_discount()}
            required
            options={[
              { value: 'percent', label: m.prizes_staff_percent_option() },
              { value: 'fixed', label: m.prizes_staff_rupees_option() },
            ]}
            {...form.field('couponType')}
          />
          <TextField
            label={percent ? m.prizes_staff_percent_field() : m.prizes_staff_amount_field()}
            required
            inputMode="decimal"
            {...form.field('couponValue')}
          />
        </div>
      )}
      {kind === 'credit' && (
        <TextField
          label={m.prizes_staff_credit_field()}
          required
          inputMode="decimal"
          hint={m.prizes_staff_credit_hint()}
          {...form.field('credit')}
        />
      )}
      {kind === 'product' && (
        <PrizeProductPicker value={product} onChange={setProduct} error={form.errors.productId} />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {kind !== 'credit' && (
          <TextField
            label={m.prizes_staff_min_order()}
            inputMode="decimal"
            hint="0: any order"
            {...form.field('minSubtotal')}
          />
        )}
        {kind !== 'credit' && (
          <TextField
            label={m.prizes_staff_valid_days()}
            required
            inputMode="numeric"
            hint="1 to 365, from when it is won"
            {...form.field('validDays')}
          />
        )}
        <SelectField
          label={m.prizes_staff_games_may()}
          options={[
            { value: 'yes', label: m.prizes_staff_yes_active() },
            { value: 'no', label: m.prizes_staff_no_retired() },
          ]}
          {...form.field('isActive')}
        />
      </div>
      {prize && <p className={ui.hint}>{prize.isActive ? RETIRING : TURNING_ON}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {m.prizes_staff_cancel()}
        </button>
        <SubmitButton busy={form.busy} busyLabel={m.prizes_staff_saving()}>
          {prize ? m.prizes_staff_save() : m.prizes_staff_make()}
        </SubmitButton>
      </div>
    </form>
  );
}
