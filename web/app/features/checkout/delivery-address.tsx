import { formatNumber, type TAddress } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { buttonClass, FormAlert } from '~/components/form';
import { Plus, RefreshCw } from '~/components/icon';
import { AddressForm, formatPhone } from '~/features/address';
import { addressesIn } from './delivery-logic';
import { RadioCard, RadioCards } from './radio-cards';

type Props = {
  addresses: TAddress[] | null;
  error: string | null;
  onRetry: () => void;
  location: { id: number; name: string } | null;
  addressId: number | null;
  onChoose: (a: TAddress) => void;
  /** A new address was saved here (it may be in another area: the page then moves there). */
  onSaved: (a: TAddress) => void;
};

/**
 * Who receives the order and where: the saved addresses of the chosen area as a radio group,
 * or a new one added inline (POST add-shipping-address). With none saved for the area, the
 * form is open from the start.
 */
export function DeliveryAddress({
  addresses,
  error,
  onRetry,
  location,
  addressId,
  onChoose,
  onSaved,
}: Props) {
  const here = addressesIn(addresses ?? [], location?.id ?? null);
  const elsewhere = (addresses?.length ?? 0) - here.length;
  const [adding, setAdding] = useState(false);
  const noneHere = addresses !== null && here.length === 0;
  // With a single address for the area there is nothing to choose: it is taken.
  const only = here.length === 1 ? here[0] : null;
  useEffect(() => {
    if (only && addressId === null) onChoose(only);
  }, [only, addressId, onChoose]);

  if (!location) return <p className="text-sm text-cocoa-soft">{m.checkout_wait_where()}</p>;
  if (error && !addresses) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{error}</FormAlert>
        <button type="button" onClick={onRetry} className={buttonClass('secondary', '', 'sm')}>
          <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_try_again()}
        </button>
      </div>
    );
  }
  if (!addresses) {
    return (
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        <div className="h-24 animate-pulse rounded-2xl bg-cream-deep" />
        <div className="h-24 animate-pulse rounded-2xl bg-cream-deep" />
      </div>
    );
  }

  const showForm = adding || noneHere;
  return (
    <div className="space-y-4">
      {here.length > 0 && (
        <RadioCards label={m.checkout_delivery_address()}>
          {here.map((a) => (
            <RadioCard
              key={a.addressId}
              name="delivery-address"
              value={String(a.addressId)}
              checked={a.addressId === addressId}
              onSelect={() => onChoose(a)}
              title={a.alias}
              detail={
                <>
                  {a.receiverName} · {formatPhone(a.phoneNumber)}
                  {a.landmark && <span className="block">{a.landmark}</span>}
                </>
              }
            />
          ))}
        </RadioCards>
      )}
      {noneHere && (
        <p className="text-sm text-cocoa-soft">
          {elsewhere > 0
            ? m.checkout_no_address_here_elsewhere({ area: location.name, count: formatNumber(elsewhere) })
            : m.checkout_no_address_here({ area: location.name })}
        </p>
      )}
      {showForm ? (
        <div className="rounded-2xl border border-line bg-cream/50 p-4 sm:p-5">
          <AddressForm
            // A new form per area, so the area field starts at the chosen one.
            key={location.id}
            title={m.checkout_new_address()}
            initial={{ deliveryLocationId: location.id }}
            onSaved={(a) => {
              setAdding(false);
              onSaved(a);
            }}
            onCancel={noneHere ? undefined : () => setAdding(false)}
          />
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={buttonClass('quiet', '', 'sm')}>
          <Plus aria-hidden="true" className="size-4" /> {m.checkout_add_new_address()}
        </button>
      )}
    </div>
  );
}
