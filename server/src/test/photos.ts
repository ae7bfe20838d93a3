import { photoPrintSize } from '@upahar/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from './multipart.ts';

// Pictures for the photo-cake tests: a square of `side` pixels with a stripe, so a cut shows.

export const squarePhoto = (side: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#f4b400' } })
    .composite([
      {
        input: {
          create: {
            width: side,
            height: Math.max(1, Math.floor(side / 4)),
            channels: 3,
            background: '#1565c0',
          },
        },
        top: 0,
        left: 0,
      },
    ])
    [format]()
    .toBuffer();

/** The pixels a photo needs on a cake of `pound` and `shape` (least and sharp). */
export const needs = (pound: number, shape: string | null = null) => photoPrintSize(pound, shape);

/** POST /api/V2/cake-photo as a browser sends it. */
export function uploadPhoto(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: { productId: string; pound: number; shape?: string },
  file: { bytes: Buffer; type?: string; name?: string },
) {
  const body = multipart(
    { productId: fields.productId, pound: String(fields.pound), shape: fields.shape ?? '' },
    { name: file.name ?? 'photo.jpg', type: file.type ?? 'image/jpeg', bytes: file.bytes },
  );
  return app.inject({
    method: 'POST',
    url: '/api/V2/cake-photo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
