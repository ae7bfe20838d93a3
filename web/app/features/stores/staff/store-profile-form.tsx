import {
  formatTimeOfDay,
  SAME_DAY_CUTOFF_HOUR,
  STORE_CUTOFF_EARLIEST,
  STORE_CUTOFF_LATEST,
  type TDeliveryLocation,
  type TStoreProfile,
  weekdayNames,
  ZStoreProfileBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { DeliveryPlaces } from './delivery-places';
import { saveStoreProfile } from './store-profile-api';

type Day = { open: boolean; opens: string; closes: string };
const toDays = (hours: TStoreProfile['openingHours']): Day[] =>
  weekdayNames().map((_, i) => {
    const h = hours?.[i];
    return h
      ? { open: true, opens: h.opens, closes: h.closes }
      : { open: hours === null, opens: '09:00', closes: '20:00' };
  });

const CUTOFF_OPTIONS = [
  { value: '', label: m.stores_form_no_cutoff() },
  ...Array.from({ length: STORE_CUTOFF_LATEST - STORE_CUTOFF_EARLIEST + 1 }, (_, i) => {
    const h = STORE_CUTOFF_EARLIEST + i;
    return { value: String(h), label: formatTimeOfDay(h) };
  }),
];

/** The store's words and contact, and its week of opening hours. Errors keep what was typed. */
export function StoreProfileForm({
  store,
  places: allPlaces,
  onSaved,
}: {
  store: TStoreProfile;
  places: TDeliveryLocation[] | string;
  onSaved: () => Promise<void>;
}) {
  const form = useForm({
    name: store.name,
    city: store.city,
    address: store.address,
    phone: store.phone,
    email: store.email,
    description: store.description,
  });
  const [showHours, setShowHours] = useState(store.openingHours !== null);
  const [places, setPlaces] = useState<Set<number>>(() => new Set(store.deliveryLocationIds));
  const [days, setDays] = useState(() => toDays(store.openingHours));
  const [cutoff, setCutoff] = useState(
    store.sameDayCutoffHour === null ? '' : String(store.sameDayCutoffHour),
  );
  const setDay = (i: number, change: Partial<Day>) =>
    setDays((d) => d.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const onSubmit = form.submit(
    ZStoreProfileBody,
    (v) => ({
      ...v,
      openingHours: showHours
        ? days.map((d) => (d.open ? { opens: d.opens, closes: d.closes } : null))
        : null,
      deliveryLocationIds: [...places],
      sameDayCutoffHour: cutoff === '' ? null : Number(cutoff),
    }),
    async (body) => {
      const res = await saveStoreProfile(store.id, body);
      toast.success(res.message ?? m.stores_saved());
      await onSaved();
    },
  );
  const hoursError = Object.entries(form.errors).find(([k, v]) => k.startsWith('openingHours') && v)?.[1];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.stores_form_label()} className="space-y-4">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.stores_form_name()} required maxLength={80} {...form.field('name')} />
        <TextField
          label={m.stores_form_city()}
          required
          maxLength={60}
          placeholder="Lazimpat"
          {...form.field('city')}
        />
      </div>
      <TextField label={m.stores_form_address()} optional maxLength={200} {...form.field('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.stores_form_phone()}
          optional
          inputMode="tel"
          placeholder="014412345"
          {...form.field('phone')}
        />
        <TextField label={m.stores_form_email()} optional type="email" {...form.field('email')} />
      </div>
      <TextAreaField
        label={m.stores_form_about()}
        optional
        maxLength={1000}
        showCount
        minRows={3}
        maxRows={8}
        {...form.field('description')}
      />
      <fieldset className="rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-cocoa">{m.stores_form_opening_hours()}</legend>
        <label className="flex items-center gap-2 text-sm text-cocoa">
          <input type="checkbox" checked={showHours} onChange={(e) => setShowHours(e.target.checked)} />
          {m.stores_form_show_hours()}
        </label>
        {showHours && (
          <ul className="mt-3 space-y-2">
            {weekdayNames().map((day, i) => (
              <li key={day} className="flex flex-wrap items-center gap-3 text-sm">
                <label className="flex w-32 items-center gap-2 font-medium text-cocoa">
                  <input
                    type="checkbox"
                    checked={days[i].open}
                    onChange={(e) => setDay(i, { open: e.target.checked })}
                  />
                  {day}
                </label>
                {days[i].open ? (
                  <>
                    <input
                      type="time"
                      aria-label={m.stores_form_day_opens({ day })}
                      value={days[i].opens}
                      onChange={(e) => setDay(i, { opens: e.target.value })}
                      className="rounded-xl border border-line px-2 py-1"
                    />
                    <span aria-hidden="true">{m.stores_form_to()}</span>
                    <input
                      type="time"
                      aria-label={m.stores_form_day_closes({ day })}
                      value={days[i].closes}
                      onChange={(e) => setDay(i, { closes: e.target.value })}
                      className="rounded-xl border border-line px-2 py-1"
                    />
                  </>
                ) : (
                  <span className="text-cocoa-soft">{m.stores_form_closed()}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {hoursError && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {hoursError}
          </p>
        )}
      </fieldset>
      <SelectField
        label={m.stores_form_cutoff()}
        name="sameDayCutoffHour"
        hint={m.stores_form_cutoff_hint({ time: formatTimeOfDay(SAME_DAY_CUTOFF_HOUR) })}
        value={cutoff}
        onValueChange={setCutoff}
        options={CUTOFF_OPTIONS}
        className="sm:max-w-xs"
        error={form.errors.sameDayCutoffHour}
      />
      <DeliveryPlaces
        all={allPlaces}
        chosen={places}
        onChange={setPlaces}
        error={form.errors.deliveryLocationIds}
      />
      <SubmitButton busy={form.busy} busyLabel={m.stores_saving()}>
        {m.stores_form_save()}
      </SubmitButton>
    </form>
  );
}
