import { type TAddress, type TDeliveryLocations, ZAddressBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useId, useState } from 'react';
import { buttonClass, FormAlert, SelectField, SubmitButton, TextField, ui, useForm } from '~/components/form';
import { Crosshair, MapPinCheck, X } from '~/components/icon';
import { toast } from '~/components/toast';
import { type GpsFix, loadDeliveryLocations, useGpsLocation } from '~/features/delivery';
import { errorMessage } from '~/lib/api';
import { addressThrottle } from './action-throttle';
import { addAddress, updateAddress } from './address-api';
import { type AddressFormValues, toFormValues, toPayload } from './address-payload';

export type AddressFormProps = {
  /** Heading above the fields; it also names the form. */
  title?: string;
  /** Saved values when editing (its addressId makes it an update); a partial one pre-fills a new address. */
  initial?: Partial<TAddress> | null;
  /** Delivery locations when the caller has them already; otherwise the form loads them (cached 1 h). */
  locations?: TDeliveryLocations | null;
  /** Donation addresses are a separate list (shipping-addresses?isDonation=1). */
  isDonation?: boolean;
  /** Called with the server's saved address. */
  onSaved: (address: TAddress) => void;
  onCancel?: () => void;
};

/**
 * Add or edit a delivery address (phones go out as integers). Checked
 * with the contract's own schema first, so browser and server refuse the same
 * things in the same words; the server's field errors land beside the same fields. Used by
 * /profile/address and inline in the checkout's delivery step.
 */
export function AddressForm({
  title,
  initial,
  locations,
  isDonation = false,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const titleId = useId();
  const editingId = initial?.addressId;
  const form = useForm<AddressFormValues>(toFormValues(initial));
  const { setValue, setValues } = form;
  const [loaded, setLoaded] = useState<TDeliveryLocations | null>(locations ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (locations) setLoaded(locations);
    else loadDeliveryLocations().then(setLoaded, (e) => setLoadError(errorMessage(e)));
  }, [locations]);

  const onPin = useCallback(
    (pin: GpsFix) => {
      setValue('deliveryLocationId', String(pin.location.id));
      // xCoord is the longitude and yCoord the latitude of the pin.
      setValues((v) => ({ ...v, xCoord: String(pin.lng), yCoord: String(pin.lat) }));
    },
    [setValue, setValues],
  );
  const gps = useGpsLocation(onPin, 'address');
  const pinned = form.values.xCoord !== '' && form.values.yCoord !== '';

  const onSubmit = form.submit(
    ZAddressBody,
    (v) => toPayload(v, isDonation),
    async () => {
      // Address actions at most once per 1000 ms; a second click in that time is ignored.
      if (!addressThrottle.allow(editingId ? `save:${editingId}` : 'add')) return;
      // What goes out is the validated payload with the phones as integers.
      const body = toPayload(form.values, isDonation);
      const res = editingId ? await updateAddress({ ...body, addressId: editingId }) : await addAddress(body);
      toast.success(res.message ?? (editingId ? m.address_updated() : m.address_saved()));
      onSaved(res.data);
    },
  );

  const list = loaded?.deliveryLocations ?? null;
  const options = [
    { value: '', label: list ? m.address_choose_area() : m.address_loading_areas() },
    ...(list ?? []).map((l) => ({ value: String(l.id), label: `${l.name}, ${l.district}` })),
  ];

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      {...(title
        ? { 'aria-labelledby': titleId }
        : { 'aria-label': editingId ? m.address_edit_address() : m.address_new() })}
    >
      {title && (
        <h2 id={titleId} className="font-display text-xl font-semibold text-cocoa">
          {title}
        </h2>
      )}
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      {loadError && <FormAlert tone="error">{loadError}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('alias')}
          label={m.address_alias()}
          hint={m.address_alias_hint()}
          autoComplete="off"
          maxLength={40}
          required
        />
        <TextField
          {...form.field('receiverName')}
          label={m.address_receiver_name()}
          autoComplete="name"
          maxLength={80}
          required
        />
        <TextField
          {...form.field('phoneNumber')}
          label={m.address_phone_number()}
          hint={m.address_phone_hint()}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          required
        />
        <TextField
          {...form.field('secondaryPhoneNumber')}
          label={m.address_secondary_phone()}
          optional
          type="tel"
          inputMode="tel"
          maxLength={16}
        />
        <SelectField
          {...form.field('deliveryLocationId')}
          label={m.address_delivery_location()}
          options={options}
          required
        />
        <TextField
          {...form.field('landmark')}
          label={m.address_landmark()}
          optional
          hint={m.address_landmark_hint()}
          maxLength={200}
        />
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton
          type="button"
          variant="secondary"
          size="sm"
          busy={gps.busy}
          busyLabel={m.address_finding_you()}
          onClick={() => void gps.locate()}
        >
          <Crosshair aria-hidden="true" className="size-4" />
          {m.address_use_location()}
        </SubmitButton>
        {pinned && (
          <span className="inline-flex flex-wrap items-center gap-2 text-sm font-medium text-success">
            <MapPinCheck aria-hidden="true" className="size-4" />
            {m.address_pin_saved()}
            <button
              type="button"
              onClick={() => setValues((v) => ({ ...v, xCoord: '', yCoord: '' }))}
              className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-normal text-cocoa-soft hover:bg-cream hover:text-cocoa"
            >
              <X aria-hidden="true" className="size-3.5" />
              {m.address_remove_pin()}
            </button>
          </span>
        )}
      </div>
      {gps.error && (
        <p role="alert" className={ui.error}>
          {gps.error}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {m.address_cancel()}
          </button>
        )}
        <SubmitButton busy={form.busy} busyLabel={m.address_saving()}>
          {m.address_save()}
        </SubmitButton>
      </div>
    </form>
  );
}
