import { PRODUCT_IMAGES_MAX, type TSellerProductImage } from '@upahar/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ChevronLeft, ChevronRight, ImagePlus, Trash2 } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { heading } from './choice-section';
import { imageFileProblem, orderImages, removeImage, uploadProductImage } from './products-api';

type Uploading = { key: string; name: string; preview: string; progress: number };

/**
 * A product's pictures: add (checked here, then by the server from the bytes), put in order (the
 * first is the main picture) and remove. Each new file shows its preview and how much was sent.
 */
export function ProductImages({
  productId,
  images,
  onChange,
}: {
  productId: string;
  images: TSellerProductImage[];
  onChange: (images: TSellerProductImage[]) => void;
}) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const room = PRODUCT_IMAGES_MAX - images.length - uploading.length;

  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    const refused: string[] = [];
    const accepted = files.filter((f) => {
      const problem = imageFileProblem(f);
      if (problem) refused.push(`${f.name}: ${problem}`);
      return !problem;
    });
    if (accepted.length > room) refused.push(`A product has at most ${PRODUCT_IMAGES_MAX} pictures`);
    setProblems(refused);
    for (const file of accepted.slice(0, Math.max(0, room))) {
      const item: Uploading = {
        key: `${file.name}-${Math.random()}`,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      };
      setUploading((u) => [...u, item]);
      try {
        const res = await uploadProductImage(productId, file, (progress) =>
          setUploading((u) => u.map((x) => (x.key === item.key ? { ...x, progress } : x))),
        );
        onChange(res.images);
      } catch (err) {
        setProblems((p) => [...p, `${file.name}: ${errorMessage(err)}`]);
      } finally {
        setUploading((u) => u.filter((x) => x.key !== item.key));
        URL.revokeObjectURL(item.preview);
      }
    }
  };

  const run = async (action: () => Promise<{ data: { images: TSellerProductImage[] } }>) => {
    setBusy(true);
    setProblems([]);
    try {
      onChange((await action()).data.images);
    } catch (err) {
      setProblems([errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    void run(() => orderImages(productId, ids));
  };

  const iconButton =
    'grid size-9 place-items-center rounded-full bg-white/95 text-cocoa shadow-sm hover:bg-cream disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-berry';
  return (
    <section className={ui.card} aria-labelledby="pictures-heading">
      <h2 id="pictures-heading" className={heading}>
        Pictures
      </h2>
      <p className={`${ui.hint} mt-1`}>
        JPEG, PNG or WebP, up to 5 MB each. The first is the main picture. At least one is needed before
        publishing.
      </p>
      {problems.length > 0 && (
        <div className="mt-3">
          <FormAlert tone="error">
            {problems.map((p) => (
              <span key={p} className="block">
                {p}
              </span>
            ))}
          </FormAlert>
        </div>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {images.map((img, i) => (
          <li key={img.id} className="relative overflow-hidden rounded-2xl border border-line bg-cream">
            <img
              src={img.url}
              alt={`${img.alt || 'Product'} (${i + 1} of ${images.length})`}
              className="aspect-square w-full object-cover"
            />
            {i === 0 && (
              <span className="absolute top-2 left-2 rounded-full bg-cocoa px-2 py-0.5 text-xs font-semibold text-white">
                Main
              </span>
            )}
            <div className="absolute inset-x-0 bottom-0 flex justify-center gap-1.5 bg-gradient-to-t from-black/30 p-2">
              <button
                type="button"
                className={iconButton}
                disabled={busy || i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move picture ${i + 1} earlier`}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={busy || i === images.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move picture ${i + 1} later`}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={`${iconButton} text-danger`}
                disabled={busy}
                onClick={() => void run(() => removeImage(productId, img.id))}
                aria-label={`Remove picture ${i + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {uploading.map((u) => (
          <li key={u.key} className="relative overflow-hidden rounded-2xl border border-line bg-cream">
            <img src={u.preview} alt="" className="aspect-square w-full object-cover opacity-60" />
            <div className="absolute inset-x-2 bottom-2">
              <progress
                className="h-2 w-full accent-berry"
                max={1}
                value={u.progress}
                aria-label={`Uploading ${u.name}`}
              />
            </div>
          </li>
        ))}
      </ul>
      {images.length === 0 && uploading.length === 0 && (
        <p className="mt-2 text-sm text-cocoa-soft">No pictures yet.</p>
      )}
      <input
        ref={input}
        id="product-image-input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="sr-only"
        tabIndex={-1}
        onChange={add}
        aria-label="Add pictures"
      />
      <button
        type="button"
        className={buttonClass('secondary', 'mt-4')}
        disabled={room <= 0}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Add pictures
      </button>
    </section>
  );
}
