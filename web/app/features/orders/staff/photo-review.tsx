import type { TOrderItemPhoto } from '@upahar/contract';
import { reviewCakePhoto } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass, FormAlert, TextAreaField } from '~/components/form';
import { Check, ImageOff } from '~/components/icon';
import { toast } from '~/components/toast';
import { PhotoState } from '~/features/orders';
import { ApiError, errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';

/**
 * A photo cake's picture in the store's order: approve it, or ask the shopper for another with a
 * reason. Until it is approved the part cannot be prepared. Decided photos of a part that is being
 * prepared no longer change, and the server says so.
 */
export function PhotoReview({
  partId,
  itemId,
  name,
  photo,
  onReviewed,
}: {
  partId: string;
  itemId: number;
  name: string;
  photo: TOrderItemPhoto;
  onReviewed: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; reason?: string } | null>(null);

  async function decide(decision: 'approve' | 'retake') {
    setBusy(true);
    setError(null);
    try {
      const res = await callApi(reviewCakePhoto, {
        params: { id: partId, itemId },
        body: decision === 'retake' ? { decision, reason } : { decision },
      });
      if (res.message) toast.success(res.message);
      setAsking(false);
      setReason('');
      onReviewed();
    } catch (e) {
      setError({ text: errorMessage(e), reason: e instanceof ApiError ? e.errors?.reason?.[0] : undefined });
    } finally {
      setBusy(false);
    }
  }

  const open = photo.status !== 'approved';
  return (
    <section aria-label={m.photos_of({ name })} className="mt-2 space-y-2 rounded-2xl bg-cream p-3">
      <a href={photo.url} target="_blank" rel="noreferrer" className="block w-fit">
        <PhotoState photo={photo} name={name} />
      </a>
      {open && !asking && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', '', 'sm')}
            disabled={busy || photo.status === 'retake'}
            onClick={() => void decide('approve')}
          >
            <Check aria-hidden="true" className="size-4" />
            {m.photos_approve()}
          </button>
          {photo.status !== 'retake' && (
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              <ImageOff aria-hidden="true" className="size-4" />
              {m.photos_ask()}
            </button>
          )}
        </div>
      )}
      {asking && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void decide('retake');
          }}
        >
          <TextAreaField
            name="reason"
            label={m.photos_reason_label()}
            value={reason}
            onValueChange={setReason}
            maxLength={200}
            minRows={2}
            error={error?.reason}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('primary', '', 'sm')} disabled={busy}>
              {m.photos_send()}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setAsking(false)}
            >
              {m.common_cancel()}
            </button>
          </div>
        </form>
      )}
      {error && !error.reason && <FormAlert tone="error">{error.text}</FormAlert>}
    </section>
  );
}
