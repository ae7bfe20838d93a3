import {
  addDays,
  MAX_DELIVERY_DAYS_AHEAD,
  type TAddress,
  type TCartItem,
  type TDeliveryMethod,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/form';
import { AlertCircle, ArrowRight } from '~/components/icon';
import { readLastLocation, rememberLocation } from '~/features/delivery';
import { CheckoutAside } from './checkout-aside';
import { initialDate, initialLocation } from './choice';
import { DeliveryAddress } from './delivery-address';
import { addressesIn, addressLabel, missingForPayment, reconcileDelivery } from './delivery-logic';
import { DeliveryMethodSlots } from './delivery-method-slots';
import { DeliveryWhen } from './delivery-when';
import { DeliveryWhere } from './delivery-where';
import { ExtraDrops } from './extra-drops';
import { GiftCardFields } from './gift-card-fields';
import { dropsMissing, firstDropItems, summaryDrops } from './gift-drops';
import { StepSection } from './step-section';
import { cartUrl } from './steps';
import { STICKY_BAR_SPACER, StickyBar } from './sticky-bar';
import { useSummary } from './summary-box';
import { StickyTotal, totalsReady } from './totals-status';
import type { ChoiceApi } from './use-checkout-choice';
import { useAddresses, useDeliveryCharge, useLocations, useMethodsSlots } from './use-delivery-data';

type Props = { lines: TCartItem[]; items: string[]; choiceApi: ChoiceApi };

/**
 * Step 2: where, when, how and to whom. Each answer from the server
 * narrows the next question: the location gives the first delivery date (POST delivery-charge),
 * the date gives the methods and slots (POST delivery-methods-time-slot), the location filters
 * the saved addresses.
 */
export function DeliveryStep({ lines, items, choiceApi }: Props) {
  const { choice, update } = choiceApi;
  const navigate = useNavigate();
  const locations = useLocations();
  const addresses = useAddresses();
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const maxDate = addDays(todayInKathmandu(), MAX_DELIVERY_DAYS_AHEAD);

  const pickLocation = useCallback(
    (loc: { id: number; name: string }) => {
      rememberLocation(loc);
      update({ locationId: loc.id, locationName: loc.name });
    },
    [update],
  );

  // Start where it makes sense: this checkout's area, the last one picked anywhere, a line's, a
  // saved address's (so a regular lands at home), then the default 11. Waits for both lists.
  const addressesSettled = addresses.addresses !== null || addresses.error !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when both lists have arrived
  useEffect(() => {
    const list = locations.data?.deliveryLocations;
    if (!list || !addressesSettled) return;
    const loc = initialLocation({
      chosen: choice.locationId === null ? null : { id: choice.locationId },
      last: readLastLocation(),
      lineLocationIds: [
        ...lines.map((l) => l.deliveryLocationId),
        ...(addresses.addresses ?? []).map((a) => a.deliveryLocationId),
      ],
      locations: list,
    });
    if (loc && loc.id !== choice.locationId) update({ locationId: loc.id, locationName: loc.name });
  }, [locations.data, addressesSettled]);

  // What the cart holds now: the questions below are asked again when it changes.
  const linesKey = lines.map((l) => `${l.cartItemId}:${l.quantity}`).join(',');
  const [chargeVersion, setChargeVersion] = useState(0);
  // With further recipients, the first one's questions are about the lines left to them.
  const firstItems = choice.drops.length
    ? firstDropItems(
        lines.map((l) => l.cartItemId),
        choice.drops,
      )
    : items;
  const charge = useDeliveryCharge(choice.locationId, firstItems, `${linesKey}|${chargeVersion}`);
  const firstDate = charge.data?.firstDeliveryDate ?? null;
  // The server's firstDeliveryDate is the default; a date chosen before (or on a line) stays if possible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the first possible date changes
  useEffect(() => {
    if (!firstDate) return;
    const d = initialDate([choice.date, ...lines.map((l) => l.deliveryDate)], firstDate, maxDate);
    if (d !== choice.date) update({ date: d });
  }, [firstDate]);

  const dateReady = firstDate !== null && choice.date >= firstDate && choice.date <= maxDate;
  const slots = useMethodsSlots(
    choice.locationId,
    dateReady ? choice.date : null,
    firstItems,
    `${linesKey}|${slotsVersion}`,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconcile once per fresh answer
  useEffect(() => {
    if (!slots.data) return;
    const patch = reconcileDelivery(choice, slots.data);
    if (patch) update(patch);
  }, [slots.data]);

  // A remembered address that is gone (deleted, another area) is not silently used.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the list or the area changes
  useEffect(() => {
    if (!addresses.addresses || choice.addressId === null) return;
    const here = addressesIn(addresses.addresses, choice.locationId);
    if (!here.some((a) => a.addressId === choice.addressId)) update({ addressId: null });
  }, [addresses.addresses, choice.locationId]);

  const chooseAddress = useCallback(
    (a: TAddress) => update({ addressId: a.addressId, addressLabel: addressLabel(a) }),
    [update],
  );
  const savedAddress = useCallback(
    (a: TAddress) => {
      addresses.saved(a);
      rememberLocation({ id: a.deliveryLocationId, name: a.locationName });
      // Saved for another area: the checkout follows it there.
      update({
        locationId: a.deliveryLocationId,
        locationName: a.locationName,
        addressId: a.addressId,
        addressLabel: addressLabel(a),
      });
    },
    [addresses.saved, update],
  );

  const summary = useSummary({
    cartItems: items,
    locationId: choice.locationId ?? undefined,
    deliveryMethodId: choice.methodId ?? undefined,
    drops: summaryDrops(choice.drops),
  });

  // A new area, date or method changes the cards and the summary: the totals beside the button
  // are not this choice's until every answer is in.
  const updating = summary.updating || charge.loading || slots.loading;
  const canContinue = totalsReady(summary, updating);
  const blocker = charge.error ?? missingForPayment(choice) ?? dropsMissing(choice.drops);
  function next() {
    if (!canContinue) return;
    setAttempted(true);
    if (!blocker) navigate(cartUrl(3, items));
  }
  const location = choice.locationId === null ? null : { id: choice.locationId, name: choice.locationName };
  const hint = attempted && blocker && (
    <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-danger">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {blocker}
    </p>
  );

  return (
    // One column of minmax(0, 1fr) on phones: an implicit column would grow to the summary's
    // longest unbroken line and push the step and its sticky bar past the screen's edge.
    <div
      className={`grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start ${STICKY_BAR_SPACER}`}
    >
      <div className="min-w-0 space-y-5">
        <StepSection id="where-title" n={1} title={m.checkout_where_title()}>
          <DeliveryWhere
            locations={locations.data}
            locationsError={locations.error}
            selected={location}
            onPick={pickLocation}
            charge={charge}
            onRetryCharge={() => setChargeVersion((v) => v + 1)}
            date={dateReady ? choice.date : null}
          />
        </StepSection>
        <StepSection id="when-title" n={2} title={m.checkout_when_title()}>
          <DeliveryWhen
            date={choice.date}
            firstDate={firstDate}
            maxDate={maxDate}
            onChange={(date) => update({ date })}
          />
        </StepSection>
        <StepSection id="how-title" n={3} title={m.checkout_how_title()}>
          <DeliveryMethodSlots
            data={slots.data}
            loading={slots.loading}
            error={slots.error}
            methodId={choice.methodId}
            slotId={choice.slotId}
            onMethod={(m: TDeliveryMethod) => update({ methodId: m.id, methodName: m.name })}
            onSlot={(s) => update({ slotId: s.id, slotLabel: s.label })}
            onRetry={() => setSlotsVersion((v) => v + 1)}
            waitingFor={
              !location
                ? m.checkout_wait_where()
                : charge.error
                  ? m.checkout_wait_area()
                  : !dateReady
                    ? m.checkout_wait_date()
                    : null
            }
          />
        </StepSection>
        <StepSection id="address-title" n={4} title={m.checkout_who_title()}>
          <DeliveryAddress
            addresses={addresses.addresses}
            error={addresses.error}
            onRetry={addresses.retry}
            location={location}
            addressId={choice.addressId}
            onChoose={chooseAddress}
            onSaved={savedAddress}
          />
        </StepSection>
        <StepSection id="card-title" n={5} title={m.gifting_card_title()}>
          <GiftCardFields
            name="gift-message"
            message={choice.giftMessage}
            hideSender={choice.hideSender}
            onChange={update}
          />
        </StepSection>
        {lines.length > 1 && (
          <StepSection id="more-title" n={6} title={m.gifting_more_title()}>
            <ExtraDrops
              drops={choice.drops}
              lines={lines}
              addresses={addresses.addresses}
              firstName={choice.addressLabel}
              onChange={(drops) => update({ drops })}
            />
          </StepSection>
        )}
      </div>

      <CheckoutAside lines={lines} summary={summary} updating={updating}>
        <div className="hidden lg:block">
          <button
            type="button"
            onClick={next}
            disabled={!canContinue}
            className={buttonClass('primary', 'w-full')}
          >
            {m.checkout_continue_to_payment()} <ArrowRight aria-hidden="true" className="size-4" />
          </button>
          {hint}
        </div>
      </CheckoutAside>

      <StickyBar label={m.checkout_total()} amount={<StickyTotal state={summary} updating={updating} />}>
        <button type="button" onClick={next} disabled={!canContinue} className={buttonClass('primary')}>
          {m.checkout_continue_to_payment()}
        </button>
      </StickyBar>
      {/* On phones the hint sits above the sticky bar, where the button is. */}
      <div className="lg:hidden">{hint}</div>
    </div>
  );
}
