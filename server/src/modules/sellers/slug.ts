import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../catalog/tables.ts';

/** "Mithai Ghar & Sons!" -> "mithai-ghar-sons"; a name of no Latin letters becomes "store". */
export function slugOf(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'store';
}

/** The name's slug, or with "-2", "-3"... when a store already has it. */
export async function uniqueStoreSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .select({ slug: stores.slug })
        .from(stores)
        .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
