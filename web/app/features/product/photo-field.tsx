import { localDigits, photoCutOf, photoPrintSize, type TCakePhoto } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormAlert } from '~/components/form';
import { ImagePlus, Loader2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';

// The picture to print on a photo cake. The page carries only this field: the upload and the
// drawing of the picture on the cake load once the shopper has chosen a picture.
const loadPicked = () => import('./photo-picked');
const PhotoPreview = lazy(() => loadPicked().then((mod) => ({ default: mod.PhotoPreview })));

type Props = {
  productId: string;
  pound: number;
  shape: string | null;
  photo: TCakePhoto | null;
  onPhoto: (photo: TCakePhoto | null) => void;
  /** The server's refusal of the line's photo (add-to-cart), shown under the field. */
  refused?: string;
};

const fits = (photo: TCakePhoto, pound: number, shape: string | null) =>
  photo.pound === pound && photoCutOf(photo.shape || null) === photoCutOf(shape);

export function PhotoField({ productId, pound, shape, photo, onPhoto, refused }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const good = photoPrintSize(pound, shape).goodPixels;
  // Another size needs another check, another shape another cut: the picture is asked for again.
  useEffect(() => {
    if (photo && !fits(photo, pound, shape)) {
      onPhoto(null);
      setError(m.photos_size_changed());
    }
  }, [photo, pound, shape, onPhoto]);

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { uploadCakePhoto } = await loadPicked();
      onPhoto(await uploadCakePhoto(file, { productId, pound, shape }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const problem = error ?? refused ?? null;
  return (
    <fieldset className="space-y-3" aria-busy={busy || undefined}>
      <legend className="font-semibold text-cocoa">{m.photos_label()}</legend>
      <p id={`${inputId}-hint`} className="text-sm text-cocoa-soft">
        {m.photos_hint({ size: localDigits(String(pound)), good: localDigits(String(good)) })}
      </p>
      {photo && (
        <Suspense fallback={null}>
          <PhotoPreview photo={photo} shape={shape} />
        </Suspense>
      )}
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-berry px-4 font-semibold text-berry-dark focus-within:ring-2 focus-within:ring-berry hover:bg-berry-soft"
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-5" />
        )}
        {busy ? m.photos_uploading() : photo ? m.photos_change() : m.photos_add()}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label={m.photos_file_label()}
          aria-describedby={`${inputId}-hint`}
          disabled={busy}
          onChange={(e) => {
            void pick(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
    </fieldset>
  );
}
