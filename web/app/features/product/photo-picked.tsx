import { API_PREFIX, photoCutOf, type TCakePhoto } from '@upahar/contract';
import { uploadCakePhoto as endpoint } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { FormAlert } from '~/components/form';
import { uploadWithProgress } from '~/lib/upload-with-progress';

// Loaded once a shopper picks a picture for a photo cake: the upload, and the picture drawn on
// the cake as the server cut it (a circle or a heart on a round or heart cake).

/** POST cake-photo: the server checks, cuts and answers the picture, with a warning if small. */
export const uploadCakePhoto = (file: File, o: { productId: string; pound: number; shape: string | null }) =>
  uploadWithProgress<TCakePhoto>(API_PREFIX.storefront + endpoint.path, file, () => {}, {
    productId: o.productId,
    pound: String(o.pound),
    shape: o.shape ?? '',
  });

/** The cut picture on a cake seen from a little above, and the warning when it may print blurry. */
export function PhotoPreview({ photo, shape }: { photo: TCakePhoto; shape: string | null }) {
  const clip = useId();
  const cut = photoCutOf(shape);
  const wide = cut === 'landscape';
  const w = wide ? 150 : 130;
  const h = wide ? 112 : 130;
  const x = 110 - w / 2;
  const y = 18;
  return (
    <figure className="space-y-2">
      <svg
        viewBox="0 0 220 200"
        role="img"
        aria-label={m.photos_preview()}
        className="mx-auto w-full max-w-64"
        data-testid="photo-preview"
      >
        <defs>
          <clipPath id={clip}>
            {cut === 'circle' || cut === 'heart' ? (
              <ellipse cx="110" cy={y + h / 2} rx={w / 2} ry={h / 2} />
            ) : (
              <rect x={x} y={y} width={w} height={h} rx="6" />
            )}
          </clipPath>
        </defs>
        {/* The cake: its side, then its top in cream, the print laid on it. */}
        <rect x="20" y="90" width="180" height="80" rx="14" fill="#e9b8a7" />
        <path d="M20 160 Q110 200 200 160 L200 172 Q110 212 20 172Z" fill="#d99a86" />
        <ellipse cx="110" cy="90" rx="96" ry="84" fill="#fff6ec" stroke="#f1d3c2" strokeWidth="4" />
        <image
          href={photo.url}
          x={x}
          y={y}
          width={w}
          height={h}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${clip})`}
        />
      </svg>
      <figcaption className="sr-only">{m.photos_preview()}</figcaption>
      {photo.warning && <FormAlert tone="info">{photo.warning}</FormAlert>}
    </figure>
  );
}
