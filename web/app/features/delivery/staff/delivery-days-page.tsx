import {
  formatDate,
  formatNumber,
  formatSlot,
  type TStoreDeliveryDays,
  todayInKathmandu,
  ZClosedDayBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, TextField, useForm } from '~/components/form';
import { CalendarClock, CalendarX2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { loadStoreScoped, StoreScopedLoading, StoreScopedPage } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { closeDay, fetchDeliveryDays, openDay, saveSlotLimits } from './delivery-days-api';

const WORDS = {
  title: m.delivery_days_title(),
  lead: m.delivery_days_lead(),
  none: m.delivery_days_none(),
};

/** The delivery route's clientLoader: the stores whose days the person sets, the chosen one's. */
export const loadStaffDeliveryDays = (search: URLSearchParams, signal: AbortSignal) =>
  loadStoreScoped(
    search,
    signal,
    (store, s) => fetchDeliveryDays(store.id, s),
    (s) => s.role !== 'packer',
  );

export const DashboardDeliveryDaysLoading = () => <StoreScopedLoading words={WORDS} />;

/** /dashboard/delivery: the days a store does not deliver and its own limit per time slot. */
export function DashboardDeliveryDaysPage({
  loaded,
}: {
  loaded: Awaited<ReturnType<typeof loadStaffDeliveryDays>>;
}) {
  return (
    <StoreScopedPage words={WORDS} loaded={loaded}>
      {(_, days) => days && <StoreCalendar days={days} />}
    </StoreScopedPage>
  );
}

function StoreCalendar({ days }: { days: TStoreDeliveryDays }) {
  const { revalidate } = useRevalidator();
  const set = () => revalidate();
  return (
    <div className="mt-6 space-y-6">
      <ClosedDays days={days} onChange={set} />
      <SlotLimits days={days} onChange={set} />
    </div>
  );
}

function ClosedDays({ days, onChange }: { days: TStoreDeliveryDays; onChange: () => Promise<void> }) {
  const form = useForm({ day: '', reason: '' });
  const onSubmit = form.submit(
    ZClosedDayBody,
    (v) => v,
    async (body) => {
      const res = await closeDay(days.store.id, body);
      toast.success(res.message ?? m.delivery_saved());
      form.setValues({ day: '', reason: '' });
      await onChange();
    },
  );
  const [busy, setBusy] = useState<string | null>(null);
  async function reopen(day: string) {
    setBusy(day);
    try {
      const res = await openDay(days.store.id, day);
      toast.success(res.message ?? m.delivery_saved());
      await onChange();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }
  return (
    <section
      aria-label={m.delivery_closed_days()}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-cocoa">
        <CalendarX2 aria-hidden="true" className="size-5 text-berry" />
        {m.delivery_closed_days_of({ store: days.store.name })}
      </h2>
      {days.closedDays.length === 0 ? (
        <p className="mt-3 text-sm text-cocoa-soft">{m.delivery_every_day()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {days.closedDays.map((d) => (
            <li key={d.day} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="text-cocoa">
                <span className="font-semibold">{formatDate(d.day, 'day')}</span>
                {d.reason && <span className="text-cocoa-soft"> · {d.reason}</span>}
              </p>
              <button
                type="button"
                disabled={busy === d.day}
                className={buttonClass('secondary', '', 'sm')}
                aria-label={m.delivery_open_again_label({ date: formatDate(d.day, 'day') })}
                onClick={() => void reopen(d.day)}
              >
                {busy === d.day ? m.delivery_saving() : m.delivery_open_again()}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={m.delivery_add_closed_day()}
        className="mt-5 space-y-4 border-t border-line pt-5"
      >
        {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <TextField
            label={m.delivery_day()}
            type="date"
            required
            min={todayInKathmandu(new Date())}
            {...form.field('day')}
          />
          <TextField
            label={m.delivery_reason_shoppers_see()}
            optional
            maxLength={80}
            placeholder={m.delivery_reason_placeholder()}
            {...form.field('reason')}
          />
        </div>
        <SubmitButton busy={form.busy} busyLabel={m.delivery_saving()}>
          {m.delivery_close_this_day()}
        </SubmitButton>
      </form>
    </section>
  );
}

function SlotLimits({ days, onChange }: { days: TStoreDeliveryDays; onChange: () => Promise<void> }) {
  const [values, setValues] = useState(
    () => new Map(days.slots.map((s) => [s.slotId, s.capacity === null ? '' : String(s.capacity)])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const limits = days.slots.map((s) => ({
        slotId: s.slotId,
        capacity: (values.get(s.slotId) ?? '').trim(),
      }));
      const res = await saveSlotLimits(days.store.id, { limits });
      toast.success(res.message ?? m.delivery_saved());
      await onChange();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section
      aria-label={m.delivery_orders_per_slot()}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold text-cocoa">
        <CalendarClock aria-hidden="true" className="size-5 text-berry" />
        {m.delivery_orders_per_slot()}
      </h2>
      <p className="mt-1 text-sm text-cocoa-soft">{m.delivery_orders_per_slot_lead()}</p>
      <form onSubmit={save} noValidate className="mt-4 space-y-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <ul className="divide-y divide-line">
          {days.slots.map((s) => (
            <li key={s.slotId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <label htmlFor={`slot-${s.slotId}`} className="min-w-0 text-cocoa">
                <span className="font-semibold">{formatSlot(s.label)}</span>
                <span className="text-sm text-cocoa-soft">
                  {m.delivery_shop_takes({ method: s.methodName, count: formatNumber(s.shopCapacity) })}
                </span>
              </label>
              <input
                id={`slot-${s.slotId}`}
                inputMode="numeric"
                placeholder={m.delivery_no_limit()}
                value={values.get(s.slotId) ?? ''}
                onChange={(e) => setValues((v) => new Map(v).set(s.slotId, e.target.value))}
                className="w-28 rounded-2xl border border-line bg-white px-3 py-2 text-right"
              />
            </li>
          ))}
        </ul>
        <SubmitButton busy={busy} busyLabel={m.delivery_saving()}>
          {m.delivery_save_limits()}
        </SubmitButton>
      </form>
    </section>
  );
}
