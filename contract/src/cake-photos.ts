import { m } from '@upahar/contract/messages';
import { z } from 'zod';
import { zText } from './common.ts';
import { success } from './envelope.ts';

// Photo cakes: the shopper's picture is printed on an edible sheet laid on the cake's top. How
// large that print is follows from the cake's weight and shape; how many pixels it needs follows
// from the print density. Edible-ink printers print at about 150 dots per inch at best, and a
// picture looks sharp at arm's length from there; below 60 pixels an inch the pixels show as
// blocks, so such a picture is refused rather than baked into a disappointing cake.

/** Pixels an inch for a sharp print; below it the shopper is warned it may print blurry. */
export const PHOTO_GOOD_PPI = 150;
/** Pixels an inch below which a picture is refused. */
export const PHOTO_MIN_PPI = 60;
/** The largest picture accepted, in bytes (phones' photos are 2-8 MB). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The plain border of cream left around the print, in inches, on each side. */
const BORDER_INCHES = 0.5;

/** The cake's top across (a round's diameter, a square's side) in inches for its weight. */
export function cakeTopInches(pound: number): number {
  if (pound <= 0.5) return 5;
  if (pound <= 1) return 6;
  if (pound <= 2) return 8;
  if (pound <= 3) return 9;
  if (pound <= 4) return 10;
  if (pound <= 5) return 11;
  return 12;
}

/**
 * How a shape is printed: round and heart cakes get the picture's centre square cut to a circle
 * or a heart, square cakes its centre square, sheet (rectangle) cakes its centre 4:3; a shape
 * the shop adds later prints like a square until it is taught otherwise.
 */
export type PhotoCut = 'circle' | 'heart' | 'square' | 'landscape';
export const photoCutOf = (shape: string | null | undefined): PhotoCut =>
  shape === 'round' || !shape
    ? 'circle'
    : shape === 'heart'
      ? 'heart'
      : shape === 'rectangle'
        ? 'landscape'
        : 'square';

/** The printed area's shorter side in inches and the pixels it needs there (least and sharp). */
export function photoPrintSize(pound: number, shape: string | null | undefined) {
  const across = cakeTopInches(pound) - 2 * BORDER_INCHES;
  // A sheet cake is wider than tall (4:3); the top's measure is its long side.
  const inches = photoCutOf(shape) === 'landscape' ? Math.round(across * 0.75 * 10) / 10 : across;
  return {
    inches,
    minPixels: Math.round(inches * PHOTO_MIN_PPI),
    goodPixels: Math.round(inches * PHOTO_GOOD_PPI),
  };
}

export const ZCakePhoto = z.object({
  id: z.string(),
  /** The picture cut to the cake's shape (WebP, transparent outside a circle or a heart). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  shape: z.string(),
  pound: z.number(),
  /** Set when the picture is smaller than a sharp print needs: the shopper is told so. */
  warning: z.string().nullable(),
});
export type TCakePhoto = z.infer<typeof ZCakePhoto>;
export const ZCakePhotoResponse = success(ZCakePhoto);

export const PHOTO_REVIEW_STATES = ['pending', 'approved', 'retake'] as const;
export type TPhotoReviewState = (typeof PHOTO_REVIEW_STATES)[number];

/** An ordered photo as the shopper and the store see it. */
export const ZOrderItemPhoto = z.object({
  url: z.string(),
  status: z.enum(PHOTO_REVIEW_STATES),
  /** Why the store asked for another picture (status retake). */
  reason: z.string().nullable(),
});
export type TOrderItemPhoto = z.infer<typeof ZOrderItemPhoto>;

export const ZPhotoReviewParams = z.object({
  id: z.uuid({ error: () => m.errors_not_found_order() }),
  itemId: z.coerce
    .number({ error: () => m.photos_choose_item() })
    .int()
    .positive(),
});
export const ZPhotoReviewBody = z
  .object({
    decision: z.enum(['approve', 'retake']),
    reason: zText()
      .trim()
      .max(200, { error: () => m.photos_reason_long() })
      .default(''),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'retake' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.photos_reason_needed() });
  });
export type TPhotoReviewBody = z.input<typeof ZPhotoReviewBody>;
export const ZPhotoReviewResponse = success(z.object({ photo: ZOrderItemPhoto }));
