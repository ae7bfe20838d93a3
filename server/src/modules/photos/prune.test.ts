import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addCartLine, createOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { cakePhotos, cartItems, media } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { UNUSED_PICTURE_KEEP_HOURS } from '../media/index.ts';
import { pruneUnusedCakePhotos } from './prune.ts';

// Shoppers' photographs for photo cakes are kept only while a cart line or an order names them.

describe('unused cake photos', () => {
  it('go a day after upload when no cart line or order names them; those in use stay', async () => {
    const now = clock.now();
    const old = new Date(now.getTime() - (UNUSED_PICTURE_KEEP_HOURS + 1) * 3_600_000);
    const names = ['tried', 'inCart', 'ordered', 'fresh'] as const;
    const photo = Object.fromEntries(
      await Promise.all(
        names.map(async (name) => {
          const path = `cake-photos/${name}-${Math.random().toString(36).slice(2)}.webp`;
          const createdAt = name === 'fresh' ? now : old;
          const bytes = Buffer.from('x');
          await t.db.insert(media).values({ path, contentType: 'image/webp', bytes, size: 1, createdAt });
          const [row] = await t.db
            .insert(cakePhotos)
            .values({
              path,
              shape: 'round',
              pound: 2,
              sourceWidth: 9,
              sourceHeight: 9,
              width: 9,
              height: 9,
              createdAt,
            })
            .returning();
          return [name, row] as const;
        }),
      ),
    ) as Record<(typeof names)[number], typeof cakePhotos.$inferSelect>;
    const user = await createUser(t.db);
    const product = await createProduct(t.db);
    const { cartItemId } = await addCartLine(t.db, { userId: user.id, productId: product.id });
    // The cart's own check of the photo is not what is tested: name it on the line directly.
    await t.db
      .update(cartItems)
      .set({ options: { photoId: photo.inCart.id } })
      .where(inArray(cartItems.id, [cartItemId]));
    await createOrder(t.db, {
      userId: user.id,
      items: [
        {
          productId: product.id,
          quantity: 1,
          unitPricePaisa: 150_000,
          options: { photoId: photo.ordered.id },
        },
      ],
    });

    expect(await pruneUnusedCakePhotos({ db: t.db, now })).toBe(1);
    const ids = names.map((n) => photo[n].id);
    const left = await t.db.select({ id: cakePhotos.id }).from(cakePhotos).where(inArray(cakePhotos.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([photo.inCart.id, photo.ordered.id, photo.fresh.id].sort());
    const files = await t.db
      .select({ path: media.path })
      .from(media)
      .where(
        inArray(
          media.path,
          names.map((n) => photo[n].path),
        ),
      );
    expect(files.map((f) => f.path)).not.toContain(photo.tried.path);
    expect(files).toHaveLength(3);
  });
});
