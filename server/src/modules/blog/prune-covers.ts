import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import * as clock from '../../lib/clock.ts';
import { pruneUnusedPictures } from '../media/index.ts';

/**
 * Covers uploaded in the editor for a post never saved, or replaced since, go after a day. A
 * picture counts as used while a post names it as its cover or anywhere in its text.
 */
export const pruneUnusedCovers = ({ db, now = clock.now() }: { db: Db; now?: Date }) =>
  pruneUnusedPictures({
    db,
    folder: 'blog',
    now,
    usedBy: (url) => sql`exists (select 1 from ${blogPosts} where ${blogPosts.coverImage} = ${url}
      or strpos(${blogPosts.bodyMarkdown}, ${url}) > 0)`,
  });
