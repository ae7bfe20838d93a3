import type { TAddress } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { buttonClass } from '~/components/form';
import { MapPin, MapPinCheck, Pencil, Phone, Trash2, User } from '~/components/icon';
import { formatPhone } from './address-payload';

/** One saved address: who receives it, how to reach them, where; with Edit and Delete. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: TAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `address-${address.addressId}`;
  const pinned = address.xCoord !== null && address.yCoord !== null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-display text-lg font-semibold wrap-anywhere text-cocoa">
          {address.alias}
        </h3>
        <span className="inline-flex items-center gap-1 rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-cocoa">
          <MapPin aria-hidden="true" className="size-3.5 text-berry" />
          {address.locationName}
        </span>
      </div>
      <dl className="mt-3 flex-1 space-y-1.5 text-sm text-cocoa">
        <div className="flex items-start gap-2">
          <dt className="sr-only">{m.address_receiver()}</dt>
          <User aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-soft" />
          <dd className="min-w-0 wrap-anywhere">{address.receiverName}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">{m.address_phone()}</dt>
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-soft" />
          <dd>
            <a href={`tel:${address.phoneNumber}`} className="hover:underline">
              {formatPhone(address.phoneNumber)}
            </a>
            {address.secondaryPhoneNumber && (
              <>
                <span className="text-cocoa-soft"> · </span>
                <a href={`tel:${address.secondaryPhoneNumber}`} className="hover:underline">
                  {formatPhone(address.secondaryPhoneNumber)}
                </a>
              </>
            )}
          </dd>
        </div>
        {address.landmark && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">{m.address_landmark()}</dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cocoa-soft" />
            <dd className="min-w-0 wrap-anywhere text-cocoa-soft">{address.landmark}</dd>
          </div>
        )}
        {pinned && (
          <div className="flex items-start gap-2 text-success">
            <dt className="sr-only">{m.address_map_pin()}</dt>
            <MapPinCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <dd>{m.address_pinned()}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex gap-2 border-t border-line pt-4">
        <button type="button" onClick={onEdit} className={buttonClass('secondary', '', 'sm')}>
          <Pencil aria-hidden="true" className="size-4" />
          {m.address_edit()}
        </button>
        <button type="button" onClick={onDelete} className={buttonClass('danger', '', 'sm')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {m.address_delete()}
        </button>
      </div>
    </article>
  );
}

export function AddressCardSkeleton() {
  return (
    <div className="animate-pulse rounded-3xl border border-line bg-white p-6 shadow-soft">
      <div className="h-5 w-28 rounded-full bg-cream-deep" />
      <div className="mt-4 space-y-2.5">
        <div className="h-3.5 w-40 rounded-full bg-cream-deep" />
        <div className="h-3.5 w-32 rounded-full bg-cream-deep" />
        <div className="h-3.5 w-48 rounded-full bg-cream-deep" />
      </div>
      <div className="mt-6 flex gap-2">
        <div className="h-9 w-20 rounded-full bg-cream-deep" />
        <div className="h-9 w-24 rounded-full bg-cream-deep" />
      </div>
    </div>
  );
}
