import { ADDRESSES_MAX, type TAddress } from '@upahar/contract';
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
      toast.success(res.message ?? 'Address deleted');
      setDoomed(null);
    } catch (e) {
      setDeleteError(errorMessage(e));
    } finally {
      setDeleting(false);
    }
  }

  const kind = isDonation ? 'donation address' : 'address';
  const openAdd = () => setMode({ kind: 'add' });

  return (
    <div className="space-y-5">
      {list && mode.kind !== 'add' && items.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-cocoa-soft">
            {items.length} saved {items.length === 1 ? kind : `${kind}es`}
          </p>
          <button
            type="button"
            onClick={openAdd}
            disabled={full}
            className={buttonClass('primary', '', 'sm')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add address
          </button>
        </div>
      )}
      {full && mode.kind !== 'add' && (
        <p className={ui.hint}>You can keep up to {ADDRESSES_MAX} addresses. Delete one to add another.</p>
      )}

      {mode.kind === 'add' && (
        <section className={ui.card}>
          <AddressForm
            title={isDonation ? 'New donation address' : 'New address'}
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
                  title={`Edit ${a.alias}`}
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
        title="Delete this address?"
        description={
          doomed ? (
            <>
              <strong className="font-semibold text-cocoa">{doomed.alias}</strong> ({doomed.receiverName},{' '}
              {doomed.locationName}) will be removed. Orders already placed keep their address.
            </>
          ) : null
        }
        confirmLabel="Delete address"
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
        {isDonation ? 'No donation addresses yet' : 'No saved addresses yet'}
      </h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {isDonation
          ? 'Save the home or shelter you send donations to, and checkout takes a moment.'
          : 'Save home, office or a loved one’s place once, and every cake finds its way faster.'}
      </p>
      <button type="button" onClick={onAdd} className={buttonClass('primary', 'mt-6')}>
        <Plus aria-hidden="true" className="size-4" />
        Add address
      </button>
    </div>
  );
}
