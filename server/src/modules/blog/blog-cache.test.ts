import { expect } from 'vitest';
import { createBlogPost } from '../../db/factories/index.ts';
import { freezeClock } from '../../test/clock.ts';
import { t, testWith } from '../../test/fixtures.ts';

// A scheduled post needs no job and no dashboard write to appear: once its time has come, the
// shared cache's next render of the list shows it, within the cache's lifetime.
const TTL_MS = 300;
const it = testWith({
  responseCache: { enabled: true, ttlMs: TTL_MS, maxEntries: 100, maxBytes: 1024 * 1024 },
});

it('shows a scheduled post once its time has come and the cached list has expired', async () => {
  const at = freezeClock(new Date('2025-06-11T04:00:00Z'));
  await createBlogPost(t.db, { slug: 'tihar-countdown', publishedAt: new Date(at.getTime() + 60_000) });
  const slugs = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/V2/blogs' });
    return {
      cache: res.headers['x-cache'],
      slugs: res.json().data.posts.map((p: { slug: string }) => p.slug),
    };
  };
  expect((await slugs()).slugs).toEqual([]);
  freezeClock(new Date(at.getTime() + 61_000));
  // Still the kept answer for the rest of its lifetime...
  expect(await slugs()).toEqual({ cache: 'hit', slugs: [] });
  await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
  // ...then rendered again with the post.
  expect((await slugs()).slugs).toEqual(['tihar-countdown']);
});
