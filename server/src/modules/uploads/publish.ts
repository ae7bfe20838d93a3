import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { acceptImage } from './read-file.ts';

/**
 * Publishes an uploaded picture: checked by its bytes and re-encoded to WebP (dropping metadata
 * such as a phone's GPS position) under a random public path in `folder`. The form that uploaded
 * it names the path when it is saved.
 */
export async function publishImage({ db, bytes, folder }: { db: DbOrTx; bytes: Buffer; folder: string }) {
  const image = await acceptImage(bytes);
  const name = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await db
    .insert(media)
    .values({ path: name, contentType: 'image/webp', bytes: image.data, size: image.data.length });
  return { path: `/media/${name}` };
}
