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
  { value: '', label: 'No earlier cut-off' },
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
      toast.success(res.message ?? 'Saved');
      await onSaved();
    },
  );
  const hoursError = Object.entries(form.errors).find(([k, v]) => k.startsWith('openingHours') && v)?.[1];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Store page" className="space-y-4">
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Store name" required maxLength={80} {...form.field('name')} />
        <TextField
          label="Town or neighbourhood"
          required
          maxLength={60}
          placeholder="Lazimpat"
          {...form.field('city')}
        />
      </div>
      <TextField label="Address" optional maxLength={200} {...form.field('address')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" optional inputMode="tel" placeholder="014412345" {...form.field('phone')} />
        <TextField label="E-mail for orders" optional type="email" {...form.field('email')} />
      </div>
      <TextAreaField
        label="About the store"
        optional
        maxLength={1000}
        showCount
        minRows={3}
        maxRows={8}
        {...form.field('description')}
      />
      <fieldset className="rounded-2xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-cocoa">Opening hours</legend>
        <label className="flex items-center gap-2 text-sm text-cocoa">
          <input type="checkbox" checked={showHours} onChange={(e) => setShowHours(e.target.checked)} />
          Show opening hours on the store page
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
                      aria-label={`${day} opens`}
                      value={days[i].opens}
                      onChange={(e) => setDay(i, { opens: e.target.value })}
                      className="rounded-xl border border-line px-2 py-1"
                    />
                    <span aria-hidden="true">to</span>
                    <input
                      type="time"
                      aria-label={`${day} closes`}
                      value={days[i].closes}
                      onChange={(e) => setDay(i, { closes: e.target.value })}
                      className="rounded-xl border border-line px-2 py-1"
                    />
                  </>
                ) : (
                  <span className="text-cocoa-soft">Closed</span>
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
        label="Same-day orders until"
        name="sameDayCutoffHour"
        hint={`After this hour (Kathmandu time) shoppers can no longer order your products for delivery today. Without one, same-day orders follow the shop’s rule: ready by ${formatTimeOfDay(SAME_DAY_CUTOFF_HOUR)}.`}
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
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save the store page
      </SubmitButton>
    </form>
  );
}
