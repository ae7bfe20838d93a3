import { localDigits } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ImageOff } from '~/components/icon';

export type GalleryImage = { path: string; alt: string };

/**
 * A picture drawn on the page (the cake as configured): shown first, and brought to the front
 * whenever `key` changes; `draw` gets the class that sizes it for the main place or a thumbnail.
 */
export type GallerySketch = { key: string; label: string; draw: (className: string) => ReactNode };

const SKETCH = 'sketch';

/**
 * Main image plus thumbnails. The thumbnails are one tab stop (roving tabindex): arrow keys,
 * Home and End move between them and show the picture at once, so keyboard users browse like
 * mouse users do. On desktops the thumbnails stand in a column left of the picture, and the
 * picture is at most `--gallery-max` wide (set by the page to leave room below it).
 */
export function Gallery({
  images,
  name,
  sketch,
}: {
  images: GalleryImage[];
  name: string;
  sketch?: GallerySketch | null;
}) {
  const items: GalleryImage[] = sketch ? [{ path: SKETCH, alt: sketch.label }, ...images] : images;
  const [activePath, setActivePath] = useState<string | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // A new choice shows its drawing; going back to the pictured cake shows the photos again.
  const sketchKey = sketch?.key ?? null;
  useEffect(() => setActivePath(sketchKey === null ? null : SKETCH), [sketchKey]);
  const found = items.findIndex((i) => i.path === activePath);
  const active = found === -1 ? 0 : found;
  const current = items[active];
  const setActive = (i: number) => setActivePath(items[i]?.path ?? null);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    thumbs.current[next]?.focus();
  };

  if (!current) {
    return (
      <div className="grid aspect-square w-full place-items-center rounded-3xl bg-cream-deep text-cocoa-soft lg:max-w-(--gallery-max)">
        <div className="flex flex-col items-center gap-2">
          <ImageOff aria-hidden="true" className="size-10" />
          <span className="text-sm">{m.product_gallery_no_picture()}</span>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start lg:justify-end">
      <div className="min-w-0 overflow-hidden rounded-3xl bg-white shadow-soft lg:flex-1 lg:max-w-(--gallery-max)">
        {current.path === SKETCH && sketch ? (
          sketch.draw('block aspect-square w-full')
        ) : (
          <img
            src={current.path}
            alt={current.alt || name}
            width={800}
            height={800}
            // The page's largest picture: fetched ahead of the scripts that share the connection.
            fetchPriority="high"
            className="aspect-square w-full object-cover"
          />
        )}
      </div>
      {items.length > 1 && (
        <fieldset
          aria-label={m.product_gallery_pictures_of({ name })}
          className="flex min-w-0 shrink-0 gap-2 overflow-x-auto pb-1 lg:max-h-(--gallery-max) lg:flex-col lg:overflow-x-hidden lg:overflow-y-auto lg:p-0.5"
        >
          {items.map((img, i) => (
            <button
              key={img.path}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              tabIndex={i === active ? 0 : -1}
              aria-pressed={i === active}
              aria-label={m.product_gallery_show({
                index: localDigits(String(i + 1)),
                count: localDigits(String(items.length)),
                alt: img.alt || name,
              })}
              onClick={() => setActive(i)}
              onKeyDown={onKeyDown}
              className={`size-16 shrink-0 overflow-hidden rounded-xl border-2 bg-white sm:size-20 ${
                i === active ? 'border-berry' : 'border-transparent opacity-80 hover:opacity-100'
              }`}
            >
              {img.path === SKETCH && sketch ? (
                <span aria-hidden="true" className="block size-full">
                  {sketch.draw('block size-full')}
                </span>
              ) : (
                <img
                  src={img.path}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
