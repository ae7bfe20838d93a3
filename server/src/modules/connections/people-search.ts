import { PEOPLE_SEARCH_RESULTS, type TFoundPerson } from '@upahar/contract';
import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks, userConnections } from '../../db/schema/connections.ts';
import { users } from '../auth/tables.ts';
import { mediaUrl } from '../media/index.ts';

// Finding someone to connect with by what one remembers of them: part of their name or username.
// It lists only what anyone reads on their public profile anyway, and never someone a block
// stands between (whichever of the two blocked), so a block cannot be worked around by searching.

const c = userConnections;
const b = userBlocks;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function searchPeople(o: { db: Db; me: string; q: string }): Promise<TFoundPerson[]> {
  const typed = o.q.toLowerCase();
  const words = escapeLike(typed);
  const anywhere = `%${words}%`;
  const starts = `${words}%`;
  const rows = await o.db
    .select({
      username: users.username,
      name: users.name,
      avatarPath: users.avatarPath,
      city: users.city,
      visibility: users.profileVisibility,
      status: c.status,
      requesterId: c.requesterId,
    })
    .from(users)
    .leftJoin(
      c,
      or(
        and(eq(c.requesterId, o.me), eq(c.addresseeId, users.id)),
        and(eq(c.requesterId, users.id), eq(c.addresseeId, o.me)),
      ),
    )
    .where(
      and(
        ne(users.id, o.me),
        // A suspended account is not there for other people.
        isNull(users.suspendedAt),
        or(ilike(users.name, anywhere), ilike(users.username, anywhere)),
        sql`not exists (select 1 from ${b} where (${b.blockerId} = ${o.me} and ${b.blockedId} = ${users.id}) or (${b.blockerId} = ${users.id} and ${b.blockedId} = ${o.me}))`,
      ),
    )
    // The username typed in full first, then names and usernames that start with the words,
    // then a word of the name that does, then the rest.
    .orderBy(
      sql`case
        when lower(${users.username}) = ${typed} then 0
        when lower(${users.username}) like ${starts} or lower(${users.name}) like ${starts} then 1
        when lower(${users.name}) like ${`% ${starts}`} then 2
        else 3 end`,
      asc(users.name),
      asc(users.username),
    )
    .limit(PEOPLE_SEARCH_RESULTS);
  return rows.map((r) => ({
    username: r.username,
    name: r.name,
    avatar: r.avatarPath ? mediaUrl(r.avatarPath) : null,
    // The city shows only where its owner lets it show on their public profile.
    city: r.visibility.city === false ? null : r.city,
    state: stateOf(r, o.me),
  }));
}

/** Where the reader stands with someone, from the row that links them (if any). */
function stateOf(
  r: { status: typeof c.$inferSelect.status | null; requesterId: string | null },
  me: string,
): TFoundPerson['state'] {
  if (!r.status || r.status === 'declined') return 'none';
  if (r.status === 'accepted') return 'connected';
  if (r.requesterId === me) return 'sent';
  return r.status === 'hidden' ? 'hidden' : 'received';
}
