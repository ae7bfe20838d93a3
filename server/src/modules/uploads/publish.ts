import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { Bucket } from '../files/index.ts';
import { keepMedia, saveMedia } from '../media/index.ts';
import { acceptImage } from './read-file.ts';

/**
 * Publishes an uploaded picture: checked by its bytes and re-encoded to WebP (dropping metadata
 * such as a phone's GPS position) under a random public path in `folder`. The form that uploaded
 * it names the path when it is saved.
 */
export async function publishImage(o: { db: DbOrTx; bucket: Bucket | null; bytes: Buffer; folder: string }) {
  const image = await acceptImage(o.bytes);
  const name = `${o.folder}/${randomBytes(16).toString('hex')}.webp`;
  const file = { bucket: o.bucket, path: name, contentType: 'image/webp', bytes: image.data };
  await keepMedia(file, (row) => saveMedia(o.db, row));
  return { path: `/media/${name}` };
}
