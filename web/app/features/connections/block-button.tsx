import type { TConnectionState } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '~/components/form';
import { Ban } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { block } from './connections-api';

// The confirmation (and the dialog library) loads when someone first asks to block.
const ConfirmDialog = lazy(() =>
  import('~/components/dialog/confirm-dialog').then((mod) => ({ default: mod.ConfirmDialog })),
);

/**
 * "Block", asked for once more in a dialog since it ends a connection: from a profile or a row
 * of the connections page. `onBlocked` gets where the two stand afterwards.
 */
export function BlockButton({
  username,
  name,
  onBlocked,
}: {
  username: string;
  name: string;
  onBlocked: (state: TConnectionState) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = name.split(' ')[0];

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const res = await block(username);
      if (res.message) toast.success(res.message);
      setAsking(false);
      onBlocked(res.data.state);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={m.people_block_label({ name })}
        className={buttonClass('secondary', '', 'sm')}
      >
        <Ban aria-hidden="true" className="size-4" />
        {m.people_block()}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            onOpenChange={(o) => {
              setAsking(o);
              if (!o) setError(null);
            }}
            title={m.people_block_title({ name })}
            description={m.people_block_description({ first })}
            confirmLabel={m.people_block()}
            busyLabel={m.people_blocking()}
            busy={busy}
            error={error}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
