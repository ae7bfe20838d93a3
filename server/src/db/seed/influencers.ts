import { and, asc, desc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import {
  categories,
  influencerPicks,
  influencerReactions,
  influencers,
  products,
  users,
} from '../schema/index.ts';

// Three approved influencers with picks and reactions, and one application waiting for review,
// so /influencers, an influencer's page and the admins' review all have something on first start.
// The picks are found by words in product names, so they follow whatever the demo catalogue holds.

type Demo = {
  username: string;
  handle: string;
  bio: string;
  links: { instagram?: string; tiktok?: string; youtube?: string; facebook?: string };
  followers: { instagram?: number; tiktok?: number; youtube?: number; facebook?: number };
  categories: string[];
  words: string[];
  notes: string[];
  status: 'approved' | 'pending';
  daysAgo: number;
};

const DEMOS: Demo[] = [
  {
    username: 'pemba_s',
    handle: 'pemba.bakes',
    bio: 'Home baker from Boudha. I taste a new cake every weekend and tell you honestly whether it is worth the calories.',
    links: {
      instagram: 'https://www.instagram.com/pemba.bakes',
      youtube: 'https://www.youtube.com/@pembabakes',
    },
    followers: { instagram: 18_400, youtube: 6_200 },
    categories: ['Cakes', 'Cupcakes'],
    words: ['chocolate', 'red velvet', 'black forest', 'cake'],
    notes: ['The sponge stays moist for days', 'My birthday go-to', 'Not too sweet, perfect with tea'],
    status: 'approved',
    daysAgo: 30,
  },
  {
    username: 'sunita_k',
    handle: 'sunita.gifts',
    bio: 'Gift ideas for every Nepali festival and family occasion. I wrap, I ribbon, I make your mother-in-law smile.',
    links: {
      instagram: 'https://www.instagram.com/sunita.gifts',
      tiktok: 'https://www.tiktok.com/@sunita.gifts',
    },
    followers: { instagram: 42_000, tiktok: 87_500 },
    categories: ['Flowers', 'Bouquets', 'Gift Hampers'],
    words: ['rose', 'bouquet', 'gift', 'hamper', 'flower'],
    notes: ['Arrived fresh and on time', 'Looks twice the price', 'Great for Teej'],
    status: 'approved',
    daysAgo: 20,
  },
  {
    username: 'nisha_t',
    handle: 'nisha.eats.ktm',
    bio: 'Kathmandu food diaries: cafés, bakeries and sweet shops. Short videos, honest reviews and lots of frosting.',
    links: {
      tiktok: 'https://www.tiktok.com/@nisha.eats.ktm',
      facebook: 'https://www.facebook.com/nisha.eats.ktm',
    },
    followers: { tiktok: 120_000, facebook: 15_300 },
    categories: ['Cupcakes', 'Chocolates', 'Cakes'],
    words: ['cupcake', 'pastry', 'cookie', 'vanilla', 'cake'],
    notes: ['Kids went crazy for these', 'Order a day ahead', ''],
    status: 'approved',
    daysAgo: 10,
  },
  {
    username: 'rohan_shakya',
    handle: 'rohan.unboxes',
    bio: 'Unboxing videos of gifts delivered in the valley: how it is packed, how it arrives and whether it matches the picture.',
    links: { youtube: 'https://www.youtube.com/@rohanunboxes' },
    followers: { youtube: 3_900 },
    categories: ['Gifts', 'Personalised Gifts'],
    words: [],
    notes: [],
    status: 'pending',
    daysAgo: 1,
  },
];

// Who reacted to whom: demo shoppers, so the customer account is free to react in a try-out.
const REACTIONS: [string, string, ('like' | 'love' | 'wow')[]][] = [
  ['sunita_k', 'pemba.bakes', ['like', 'love']],
  ['nisha_t', 'pemba.bakes', ['love']],
  ['anil_thapa', 'pemba.bakes', ['like', 'wow']],
  ['pemba_s', 'sunita.gifts', ['love', 'wow']],
  ['anil_thapa', 'sunita.gifts', ['like']],
  ['rohan_shakya', 'nisha.eats.ktm', ['wow']],
];

export async function seedDemoInfluencers(db: DbOrTx) {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(users.username, [...new Set([...DEMOS.map((d) => d.username), ...REACTIONS.map((r) => r[0])])]),
    );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const named = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.isActive, true),
        inArray(
          categories.name,
          DEMOS.flatMap((d) => d.categories),
        ),
      ),
    );
  const categoryId = new Map(named.map((c) => [c.name, c.id]));
  const now = clock.now().getTime();
  const used: string[] = [];
  const handleId = new Map<string, string>();
  for (const d of DEMOS) {
    const userId = idOf.get(d.username);
    if (!userId) continue;
    const at = new Date(now - d.daysAgo * 86_400_000);
    const cats = [...new Set(d.categories.flatMap((n) => categoryId.get(n) ?? []))];
    const [row] = await db
      .insert(influencers)
      .values({
        userId,
        handle: d.handle,
        bio: d.bio,
        instagramUrl: d.links.instagram ?? null,
        tiktokUrl: d.links.tiktok ?? null,
        youtubeUrl: d.links.youtube ?? null,
        facebookUrl: d.links.facebook ?? null,
        instagramFollowers: d.followers.instagram ?? null,
        tiktokFollowers: d.followers.tiktok ?? null,
        youtubeFollowers: d.followers.youtube ?? null,
        facebookFollowers: d.followers.facebook ?? null,
        categoryIds: cats,
        status: d.status,
        decidedAt: d.status === 'approved' ? new Date(at.getTime() + 86_400_000) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: influencers.id });
    handleId.set(d.handle, row.id);
    if (!d.words.length) continue;
    const picks = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          or(...d.words.map((w) => ilike(products.name, `%${w}%`))),
          used.length ? notInArray(products.id, used) : undefined,
        ),
      )
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(d.notes.length);
    used.push(...picks.map((p) => p.id));
    if (picks.length)
      await db.insert(influencerPicks).values(
        picks.map((p, position) => ({
          influencerId: row.id,
          productId: p.id,
          note: d.notes[position] ?? '',
          position,
        })),
      );
  }
  const reactions = REACTIONS.flatMap(([who, handle, kinds]) => {
    const userId = idOf.get(who);
    const influencerId = handleId.get(handle);
    return userId && influencerId ? kinds.map((kind) => ({ userId, influencerId, kind })) : [];
  });
  if (reactions.length) await db.insert(influencerReactions).values(reactions);
}
