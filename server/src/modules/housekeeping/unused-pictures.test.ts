import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createBlogPost } from '../../db/factories/index.ts';
import { campaigns, media } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';
import { it, t } from '../../test/fixtures.ts';
import { UNUSED_PICTURE_KEEP_HOURS } from '../media/index.ts';
import { runHousekeeping } from './housekeeping.ts';

// Pictures published for a blog post or a campaign that was never saved (or that moved on to
// another picture) are deleted after a day; every picture a post or a campaign names stays.

describe('unused published pictures', () => {
  it('go after a day; covers, pictures in a post’s text, icons and banners stay', async () => {
    const now = clock.now();
    const old = new Date(now.getTime() - (UNUSED_PICTURE_KEEP_HOURS + 1) * 3_600_000);
    const tag = Math.random().toString(36).slice(2);
    const path = (folder: string, name: string) => `${folder}/${tag}-${name}.webp`;
    const paths = {
      abandoned: path('blog', 'abandoned'),
      cover: path('blog', 'cover'),
      inText: path('blog', 'in-text'),
      fresh: path('blog', 'fresh'),
      icon: path('campaigns', 'icon'),
      replaced: path('campaigns', 'replaced'),
    };
    await t.db.insert(media).values(
      Object.entries(paths).map(([name, p]) => ({
        path: p,
        contentType: 'image/webp',
        bytes: Buffer.from('x'),
        size: 1,
        createdAt: name === 'fresh' ? now : old,
      })),
    );
    await createBlogPost(t.db, {
      coverImage: `/media/${paths.cover}`,
      bodyMarkdown: `A cake for Tihar.\n\n![The cake](/media/${paths.inText})`,
    });
    await t.db.insert(campaigns).values({
      slug: `sale-${tag}`,
      name: 'Festival Sale',
      iconPath: `/media/${paths.icon}`,
      startsAt: now,
      endsAt: new Date(now.getTime() + 86_400_000),
    });

    const done = await runHousekeeping(t.app, now);
    expect(done.unusedPictures).toBe(2);
    // Photo-cake pictures are pruned in the same pass (their own test is in the photos module).
    expect(done.unusedCakePhotos).toBe(0);
    const left = await t.db
      .select({ path: media.path })
      .from(media)
      .where(inArray(media.path, Object.values(paths)));
    expect(left.map((r) => r.path).sort()).toEqual(
      [paths.cover, paths.inText, paths.fresh, paths.icon].sort(),
    );
  });
});
