import { COMPLAINT_IMAGES_MAX, formatNumber, type TUploadedImage, UPLOAD_TYPES } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AlertState } from '~/components/form';
import { ImagePlus, LoaderCircle, TriangleAlert, X } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { deleteOrderImage } from './orders-api';
import { pickImages, uploadOrderImage } from './upload';

type Picked = {
  key: number;
  name: string;
  /** A local preview (object URL) until the server's re-encoded copy is known. */
  preview: string;
  state: 'uploading' | 'done' | 'error';
  image?: TUploadedImage;
  error?: string;
  /** Kept by hand: removing a picture while it still uploads cancels its upload. */
  abort: AbortController;
};

export type PickerState = { ids: string[]; uploading: boolean };

/**
 * A form's submit handler that waits for its pictures: sent while one is still uploading, the
 * message would go without it, so the form says to wait instead.
 */
export function unlessUploading(
  images: PickerState,
  setAlert: (alert: AlertState) => void,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (images.uploading) {
      event.preventDefault();
      setAlert({ tone: 'info', text: m.orders_wait_uploading() });
      return;
    }
    void submit(event);
  };
}

/**
 * Pictures for a complaint or a support ticket (with no order): each chosen file is checked here (type, 5 MB, at most 5),
 * uploaded at once (POST order-upload-image) and shown as a thumbnail with a remove button that
 * deletes it again (POST order-delete-image). The complaint then names the uploaded ids.
 */
export function ImagePicker({
  orderId,
  onChange,
}: {
  orderId: string | null;
  onChange: (s: PickerState) => void;
}) {
  const id = useId();
  const [items, setItems] = useState<Picked[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const nextKey = useRef(1);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    onChange({
      ids: items.flatMap((i) => (i.state === 'done' && i.image ? [i.image.id] : [])),
      uploading: items.some((i) => i.state === 'uploading'),
    });
  }, [items, onChange]);

  // Previews live in memory until the picker goes away.
  useEffect(
    () => () => {
      for (const i of itemsRef.current) URL.revokeObjectURL(i.preview);
    },
    [],
  );

  const update = (key: number, change: Partial<Picked>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const { accepted, refused: why } = pickImages(Array.from(files), itemsRef.current.length);
    setRefused(why);
    const added = accepted.map<Picked>((file) => ({
      key: nextKey.current++,
      name: file.name,
      preview: URL.createObjectURL(file),
      state: 'uploading',
      abort: new AbortController(),
    }));
    setItems((list) => [...list, ...added]);
    added.forEach((item, n) => {
      uploadOrderImage(accepted[n], orderId, item.abort.signal).then(
        (image) => update(item.key, { state: 'done', image }),
        (e) => !item.abort.signal.aborted && update(item.key, { state: 'error', error: errorMessage(e) }),
      );
    });
  }

  function remove(item: Picked) {
    item.abort.abort();
    URL.revokeObjectURL(item.preview);
    setItems((list) => list.filter((i) => i.key !== item.key));
    // The upload is not part of any complaint yet: delete it so it does not linger. A failure
    // here costs nothing the shopper can see (unattached uploads are cleaned up by the server).
    if (item.image) void deleteOrderImage(item.image.id).catch(() => undefined);
  }

  const full = items.length >= COMPLAINT_IMAGES_MAX;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-dashed border-cocoa-soft/50 bg-cream px-5 font-semibold text-cocoa transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-berry ${full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-berry hover:text-berry-dark'}`}
        >
          <input
            type="file"
            multiple
            accept={UPLOAD_TYPES.join(',')}
            disabled={full}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(e) => {
              choose(e.currentTarget.files);
              // The same file can be chosen again after it was removed.
              e.currentTarget.value = '';
            }}
          />
          <ImagePlus aria-hidden="true" className="size-5 text-berry" />
          {m.orders_add_images()}
        </label>
        <p id={`${id}-hint`} className="text-sm text-cocoa-soft">
          {m.orders_images_hint({
            max: formatNumber(COMPLAINT_IMAGES_MAX),
            count: formatNumber(items.length),
          })}
        </p>
      </div>
      {refused.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-danger">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={m.orders_chosen_images()}>
          {items.map((item) => (
            <li key={item.key} className="relative">
              <div
                className={`relative size-24 overflow-hidden rounded-2xl border bg-cream-deep ${item.state === 'error' ? 'border-danger' : 'border-line'}`}
              >
                <img
                  src={item.image?.url ?? item.preview}
                  alt={item.name}
                  className="size-full object-cover"
                />
                {item.state === 'uploading' && (
                  <span className="absolute inset-0 grid place-items-center bg-white/60">
                    <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-berry" />
                    <span className="sr-only">{m.orders_uploading_name({ name: item.name })}</span>
                  </span>
                )}
                {item.state === 'error' && (
                  <span className="absolute inset-0 grid place-items-center bg-white/70">
                    <TriangleAlert aria-hidden="true" className="size-6 text-danger" />
                  </span>
                )}
              </div>
              {item.state === 'error' && (
                <p role="alert" className="mt-1 w-24 text-xs font-medium text-danger">
                  {item.error}
                </p>
              )}
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={m.orders_remove_name({ name: item.name })}
                className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full border border-line bg-white text-cocoa shadow-soft hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
