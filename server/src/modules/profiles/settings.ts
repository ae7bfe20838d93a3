import { randomBytes } from 'node:crypto';
import type { TPublicSettings, TPublicSettingsBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { setAvatarPath, setPublicProfile } from '../auth/index.ts';
import { users } from '../auth/tables.ts';
import type { Bucket } from '../files/index.ts';
import { dropMedia, keepMedia, mediaUrl, saveMedia } from '../media/index.ts';
import { acceptImage } from '../uploads/index.ts';
import { shownOf } from './public-profile.ts';

// The owner's side of the public profile: city, which parts show, and the picture.

/** Avatars are small squares: enough for a profile page, a few KB each. */
const AVATAR_SIDE = 320;

async function load(db: DbOrTx, userId: string): Promise<TPublicSettings> {
  const [u] = await db
    .select({ city: users.city, avatarPath: users.avatarPath, visibility: users.profileVisibility })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw notFound(m.errors_not_found_your_account);
  return { city: u.city, avatar: u.avatarPath ? mediaUrl(u.avatarPath) : null, shown: shownOf(u.visibility) };
}

export const publicSettings = (o: { db: Db; userId: string }) => load(o.db, o.userId);

export async function savePublicSettings(o: { db: Db; userId: string; body: TPublicSettingsBody }) {
  const current = await load(o.db, o.userId);
  await setPublicProfile(o.db, o.userId, {
    city: o.body.city === undefined ? current.city : o.body.city,
    profileVisibility: { ...current.shown, ...o.body.shown },
  });
  return load(o.db, o.userId);
}

/** The picture is checked by its bytes, cropped square and re-encoded (no metadata kept). */
export async function saveAvatar(o: { db: Db; bucket: Bucket | null; userId: string; bytes: Buffer }) {
  const checked = await acceptImage(o.bytes);
  let data: Buffer;
  try {
    data = await sharp(checked.data)
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('bad_image', m.errors_accounts_bad_image(), 400);
  }
  const path = `avatars/${randomBytes(16).toString('hex')}.webp`;
  const file = { bucket: o.bucket, path, contentType: 'image/webp', bytes: data };
  await keepMedia(file, (picture) =>
    o.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ path: users.avatarPath })
        .from(users)
        .where(eq(users.id, o.userId))
        .for('update');
      await saveMedia(tx, picture);
      await setAvatarPath(tx, o.userId, path);
      // The old picture goes with the change: its path was only ever this user's.
      if (before?.path) await dropMedia(tx, before.path);
    }),
  );
  return { id: path, url: mediaUrl(path), width: AVATAR_SIDE, height: AVATAR_SIDE };
}

export async function removeAvatar(o: { db: Db; userId: string }) {
  await o.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ path: users.avatarPath })
      .from(users)
      .where(eq(users.id, o.userId))
      .for('update');
    if (!before?.path) return;
    await setAvatarPath(tx, o.userId, null);
    await dropMedia(tx, before.path);
  });
  return load(o.db, o.userId);
}
