import { localDigits, type PhotoCut, photoCutOf, photoPrintSize } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';

// A shopper's picture made ready to print: decoded (a file that only looks like a picture is a
// 400), turned upright, measured against the print the cake needs, cut to the cake's shape from
// its centre, and re-encoded to WebP, which drops metadata such as a phone's GPS position.

/** Pixels kept on the cut's shorter side: a sharp print of the largest cake needs no more. */
const KEEP_MAX = 1800;
const HEART =
  'M50 92C22 70 2 52 2 31 2 15 14 4 28 4c10 0 18 6 22 15 4-9 12-15 22-15 14 0 26 11 26 27 0 21-20 39-48 61z';

// Numbers in the reader's digits (Devanagari on Nepali pages).
const fmt = (n: number) => localDigits(String(n));
const size = (pound: number) => localDigits(Number.isInteger(pound) ? String(pound) : pound.toFixed(1));

/** The centre region of a width × height picture that a cut keeps. */
function region(cut: PhotoCut, width: number, height: number) {
  if (cut === 'landscape') {
    const w = Math.min(width, Math.floor((height * 4) / 3));
    const h = Math.min(height, Math.floor((w * 3) / 4));
    return {
      left: Math.floor((width - w) / 2),
      top: Math.floor((height - h) / 2),
      width: w,
      height: h,
      short: h,
    };
  }
  const side = Math.min(width, height);
  return {
    left: Math.floor((width - side) / 2),
    top: Math.floor((height - side) / 2),
    width: side,
    height: side,
    short: side,
  };
}

const maskOf = (cut: PhotoCut, w: number, h: number) => {
  const shape = cut === 'heart' ? `<path d="${HEART}"/>` : '<circle cx="50" cy="50" r="50"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 100" preserveAspectRatio="none">${shape}</svg>`,
  );
};

const unreadable = () =>
  new AppError('bad_image', m.errors_image_unreadable(), 400, { file: [m.errors_image_unreadable()] });

export type CutPhoto = {
  data: Buffer;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  /** Smaller than a sharp print needs: the text the shopper is shown, else null. */
  warning: string | null;
};

/** Checks the picture against the cake (pound, shape) and cuts it; too small is a 400 on `file`. */
export async function cutPhoto(bytes: Buffer, pound: number, shape: string | null): Promise<CutPhoto> {
  const open = () => sharp(bytes, { limitInputPixels: 60_000_000, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  // Phones store portraits sideways with an orientation tag (5 to 8 turn by a quarter).
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = turned ? meta.height : meta.width;
  const sourceHeight = turned ? meta.width : meta.height;
  const cut = photoCutOf(shape);
  const area = region(cut, sourceWidth, sourceHeight);
  const print = photoPrintSize(pound, shape);
  if (area.short < print.minPixels) {
    const message = m.photos_too_small({
      size: size(pound),
      min: fmt(print.minPixels),
      width: fmt(sourceWidth),
      height: fmt(sourceHeight),
    });
    throw new AppError('photo_too_small', message, 400, { file: [message] });
  }
  const warning =
    area.short < print.goodPixels
      ? m.photos_low_warning({ size: size(pound), good: fmt(print.goodPixels) })
      : null;
  const scale = Math.min(1, KEEP_MAX / area.short);
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  try {
    let image = open()
      .rotate()
      .extract({ left: area.left, top: area.top, width: area.width, height: area.height })
      .resize({ width, height, fit: 'fill' });
    if (cut === 'circle' || cut === 'heart')
      image = image.ensureAlpha().composite([{ input: maskOf(cut, width, height), blend: 'dest-in' }]);
    const data = await image.webp({ quality: 85 }).toBuffer();
    return { data, width, height, sourceWidth, sourceHeight, warning };
  } catch {
    throw unreadable();
  }
}
