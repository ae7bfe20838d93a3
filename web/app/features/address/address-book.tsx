import { ADDRESSES_MAX, formatNumber, type TAddress } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog';
import { buttonClass, ui } from '~/components/form';
import { Gift, Home, Plus } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { addressThrottle } from './action-throttle';
import { deleteAddress } from './address-api';
import { AddressCard, AddressCardSkeleton } from './address-card';
import { AddressForm } from './address-form';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: TAddress };

/**
 * The saved addresses of one kind (delivery or donation) with add, edit and delete. `saved` comes
 * from the route's clientLoader (null while its first load runs); after a change the loader reads
 * the list again.
 */
export function AddressBook({ isDonation, saved: list }: { isDonation: boolean; saved: TAddress[] | null }) {
  const revalidator = useRevalidator();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [doomed, setDoomed] = useState<TAddress | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const items = list ?? [];
  const full = items.length >= ADDRESSES_MAX;

  async function saved() {
    await revalidator.revalidate();
    setMode({ kind: 'list' });
  }

  async function confirmDelete() {
    if (!doomed || deleting) return;
    // Address actions at most once per 1000 ms.
    if (!addressThrottle.allow(`delete:${doomed.addressId}`)) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      const res = await deleteAddress(doomed.addressId);
      const id = doomed.addressId;
      await revalidator.revalidate();
      if (mode.kind === 'edit' && mode.address.addressId === id) setMode({ kind: 'list' });
      toast.success(res.message ?? m.address_deleted());
      setDoomed(null);
    } catch (e) {
      setDeleteError(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  }

  const openAdd = () => setMode({ kind: 'add' });

  return (
    <div className="space-y-5">
      {list && mode.kind !== 'add' && items.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-cocoa-soft">
            {(isDonation ? m.address_saved_count_donation : m.address_saved_count)({
              count: formatNumber(items.length),
            })}
          </p>
          <button
            type="button"
            onClick={openAdd}
            disabled={full}
            className={buttonClass('primary', '', 'sm')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {m.address_add()}
          </button>
        </div>
      )}
      {full && mode.kind !== 'add' && (
        <p className={ui.hint}>{m.address_max({ max: formatNumber(ADDRESSES_MAX) })}</p>
      )}

      {mode.kind === 'add' && (
        <section className={ui.card}>
          <AddressForm
            title={isDonation ? m.address_new_donation() : m.address_new()}
            isDonation={isDonation}
            onSaved={() => void saved()}
            onCancel={() => setMode({ kind: 'list' })}
          />
        </section>
      )}

      {!list && (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          <AddressCardSkeleton />
          <AddressCardSkeleton />
        </div>
      )}
      {list && items.length === 0 && mode.kind !== 'add' && (
        <EmptyAddresses isDonation={isDonation} onAdd={openAdd} />
      )}
      {items.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((a) =>
            mode.kind === 'edit' && mode.address.addressId === a.addressId ? (
              <li key={a.addressId} className={`${ui.card} md:col-span-2`}>
                <AddressForm
                  title={m.address_edit_alias({ alias: a.alias })}
                  initial={a}
                  isDonation={isDonation}
                  onSaved={() => void saved()}
                  onCancel={() => setMode({ kind: 'list' })}
                />
              </li>
            ) : (
              <li key={a.addressId}>
                <AddressCard
                  address={a}
                  onEdit={() => setMode({ kind: 'edit', address: a })}
                  onDelete={() => {
                    setDeleteError(null);
                    setDoomed(a);
                  }}
                />
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setDoomed(null);
        }}
        title={m.address_delete_title()}
        description={doomed ? <DoomedText address={doomed} /> : null}
        confirmLabel={m.address_delete_confirm()}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function EmptyAddresses({ isDonation, onAdd }: { isDonation: boolean; onAdd: () => void }) {
  const Icon = isDonation ? Gift : Home;
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">
        {isDonation ? m.address_none_donation() : m.address_none()}
      </h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {isDonation ? m.address_none_donation_text() : m.address_none_text()}
      </p>
      <button type="button" onClick={onAdd} className={buttonClass('primary', 'mt-6')}>
        <Plus aria-hidden="true" className="size-4" />
        {m.address_add()}
      </button>
    </div>
  );
}

/** "Home (Sita, Baneshwor) will be removed…", the address's name in bold wherever the language puts it. */
function DoomedText({ address }: { address: TAddress }) {
  const [before, after] = m
    .address_delete_text({ alias: '\u0000', receiver: address.receiverName, area: address.locationName })
    .split('\u0000');
  return (
    <>
      {before}
      <strong className="font-semibold text-cocoa">{address.alias}</strong>
      {after}
    </>
  );
}
