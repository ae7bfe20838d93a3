import { inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { userBlocks, userConnections, users } from '../schema/index.ts';

type Link = { from: string; to: string; status: 'pending' | 'accepted' | 'hidden'; daysAgo: number };

// The demo customer's circle: two connections, a request waiting for her, one she sent, one she
// hid and someone she blocked, so every tab of /profile/connections has something in it.
const LINKS: Link[] = [
  { from: 'aarati', to: 'pemba_s', status: 'accepted', daysAgo: 40 },
  { from: 'sunita_k', to: 'aarati', status: 'accepted', daysAgo: 12 },
  { from: 'rohan_shakya', to: 'aarati', status: 'pending', daysAgo: 2 },
  { from: 'aarati', to: 'nisha_t', status: 'pending', daysAgo: 5 },
  { from: 'anil_thapa', to: 'aarati', status: 'hidden', daysAgo: 20 },
  { from: 'pemba_s', to: 'sunita_k', status: 'accepted', daysAgo: 30 },
];

const BLOCKS = [{ from: 'aarati', to: 'dipesh', daysAgo: 60 }];

export async function seedDemoConnections(db: DbOrTx) {
  const names = [...new Set([...LINKS, ...BLOCKS].flatMap((l) => [l.from, l.to]))];
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const now = clock.now().getTime();
  const rows = LINKS.flatMap((l) => {
    const requesterId = idOf.get(l.from);
    const addresseeId = idOf.get(l.to);
    if (!requesterId || !addresseeId) return [];
    const asked = new Date(now - l.daysAgo * 86_400_000);
    return [
      {
        requesterId,
        addresseeId,
        status: l.status,
        createdAt: asked,
        respondedAt: l.status === 'pending' ? null : new Date(asked.getTime() + 3_600_000),
        // Already in a past digest: the demo does not e-mail anyone on first start.
        notifiedAt: asked,
      },
    ];
  });
  if (rows.length) await db.insert(userConnections).values(rows);
  const blocks = BLOCKS.flatMap((b) => {
    const blockerId = idOf.get(b.from);
    const blockedId = idOf.get(b.to);
    if (!blockerId || !blockedId) return [];
    return [{ blockerId, blockedId, createdAt: new Date(now - b.daysAgo * 86_400_000) }];
  });
  if (blocks.length) await db.insert(userBlocks).values(blocks);
}
