import { API_PREFIX, type TOrderItemPhoto } from '@upahar/contract';
import { replaceOrderCakePhoto } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { useParams, useRevalidator } from 'react-router';
import { FormAlert } from '~/components/form';
import { ImagePlus, Loader2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { uploadWithProgress } from '~/lib/upload-with-progress';

const STATE_CLASS: Record<TOrderItemPhoto['status'], string> = {
  pending: 'bg-cream-deep text-cocoa',
  approved: 'bg-success-soft text-success',
  retake: 'bg-danger-soft text-danger',
};

const photoStateText = (status: TOrderItemPhoto['status']) =>
  status === 'approved'
    ? m.photos_state_approved()
    : status === 'retake'
      ? m.photos_state_retake()
      : m.photos_state_pending();

/** The picture of a photo cake and the store's review of it, as a small badge and thumbnail. */
export function PhotoState({ photo, name }: { photo: TOrderItemPhoto; name: string }) {
  return (
    <div className="flex items-start gap-3">
      <img
        src={photo.url}
        alt={m.photos_of({ name })}
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl bg-cream-deep object-contain"
      />
      <div className="min-w-0 space-y-1 text-sm">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[photo.status]}`}
          data-testid="photo-state"
        >
          {photoStateText(photo.status)}
        </span>
        {photo.reason && <p className="wrap-anywhere text-cocoa">{photo.reason}</p>}
      </div>
    </div>
  );
}

/** On the shopper's order: the photo's state and, when the store asked for another, the upload. */
export function ItemPhoto({ itemId, name, photo }: { itemId: number; name: string; photo: TOrderItemPhoto }) {
  const { id: orderId = '' } = useParams();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const path = API_PREFIX.storefront + replaceOrderCakePhoto.path;
      await uploadWithProgress(path, file, () => {}, { orderId, itemId: String(itemId) });
      toast.success(m.photos_replaced_done());
      await revalidate();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2 space-y-2">
      <PhotoState photo={photo} name={name} />
      {photo.status === 'retake' && (
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-berry px-4 text-sm font-semibold text-berry-dark focus-within:ring-2 focus-within:ring-berry hover:bg-berry-soft"
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {busy ? m.photos_uploading() : m.photos_upload_new()}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label={m.photos_upload_new()}
            disabled={busy}
            onChange={(e) => {
              void send(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </label>
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
    </div>
  );
}
