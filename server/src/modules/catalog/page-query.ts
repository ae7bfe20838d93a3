import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, stores } from '../../db/schema/catalog.ts';
import { executeShape } from '../../lib/prepared.ts';
import { type CardRow, cardColumns } from './cards.ts';
import { type ClosedDays, closedDaysJson, closedWindow, toClosedDays } from './earliest.ts';
import { rowsOf, type Summary, toSummary } from './facets.ts';
import type { memo } from './memo.ts';

// One page of a listing or a search in a single statement whatever the page size: the page's
// cards, the total when it has to be counted, the base set's summary (facets and counts) when it
// is not remembered yet, and the closed days of the page's stores (for the cards' earliest
// delivery day, earliest.ts). An empty page still answers one row, so the total, the summary and
// the closed days always come back.

const { image: _image, imageAlt: _imageAlt, ...plainCardColumns } = cardColumns;
const cardSelect = sql.join(
  [
    ...Object.entries(plainCardColumns).map(([k, v]) => sql`${v} as ${sql.identifier(k)}`),
    // One index probe per card for its first picture (path and alt together).
    sql`pic.path as "image"`,
    sql`pic.alt as "imageAlt"`,
  ],
  sql`, `,
);

export type CardPage = { rows: CardRow[]; total: number | null; summary: Summary | null; closed: ClosedDays };

/**
 * A whole number written into the statement, e.g. a page's position (LIMIT, OFFSET): with
 * parameters there, the kept (generic) plan of a prepared page guesses a tenth of the rows
 * instead of a page and is never chosen.
 */
export const intLiteral = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
};

/**
 * `ids` selects the page's product ids in page order (first column `id`); `total` counts the
 * filtered set (or null when the summary already knows it); `summary` is summarySql or null.
 * `shape`: the statement is the same for every request of this shape (within its `family`) with
 * `values` for its placeholders, and is run prepared (prepared.ts); for shapes that repeat and
 * whose plan does not hang on the values. `ids` may then be a function, called only the first
 * time the shape is seen. `now` decides which closed days matter (today onwards).
 */
export async function cardPage({
  db,
  ids,
  total,
  summary,
  shape,
  now,
}: {
  db: DbOrTx;
  ids: SQL | (() => SQL);
  total: SQL | null;
  summary: SQL | null;
  shape?: { family: 'listing' | 'search'; key: string; values: Record<string, unknown> };
  now: Date;
}): Promise<CardPage> {
  const window = closedWindow(now);
  // The page's ids are read once (a CTE used twice is computed once): for the cards, and for
  // the stores whose closed days the statement brings along.
  const from = shape ? sql.placeholder('closedFrom') : window.from;
  const to = shape ? sql.placeholder('closedTo') : window.to;
  const statement = () => sql`
    with pg as (select x.id, row_number() over () as ord from (${typeof ids === 'function' ? ids() : ids}) x)
    select m.total, case when coalesce(c.ord, 1) = 1 then m.summary end as summary,
      case when coalesce(c.ord, 1) = 1 then m.closed end as closed, c.*
    from (
      select ${total ?? sql`null::int`} as total, ${summary ?? sql`null::json`} as summary,
        ${closedDaysJson(sql`select p.store_id from pg join ${products} p on p.id = pg.id`, sql`${from}`, sql`${to}`)} as closed
    ) m
    left join lateral (
      select ${cardSelect}, pg.ord
      from pg
      join ${products} on ${products.id} = pg.id
      join ${stores} on ${stores.id} = ${products.storeId}
      left join lateral (
        select pi.path, pi.alt from product_images pi
        where pi.product_id = ${products.id} order by pi.sort_order, pi.id limit 1
      ) pic on true
    ) c on true
    order by c.ord
  `;
  const res = shape
    ? await executeShape(db, `card-page|${shape.family}`, shape.key, statement, {
        ...shape.values,
        closedFrom: window.from,
        closedTo: window.to,
      })
    : await db.execute(statement());
  const all = rowsOf<
    CardRow & { total: number | null; summary: unknown; closed: unknown; ord: number | null }
  >(res);
  const first = all[0];
  return {
    rows: all.filter((r) => r.ord !== null),
    total: first?.total === null || first?.total === undefined ? null : Number(first.total),
    summary: summary && first ? toSummary(first.summary) : null,
    closed: toClosedDays(first?.closed ?? null),
  };
}

/**
 * Runs a page with the base set's summary remembered under `key`: the first request of a key
 * computes the summary inside its page statement, later ones (for `ttlMs`) get it from memory
 * and run the page alone. Either way one statement. `run` receives the summary when it is known.
 */
export async function withSummary<P extends { summary: Summary | null }>({
  db,
  remember,
  key,
  ttlMs,
  run,
}: {
  db: DbOrTx;
  remember: typeof memo;
  key: string;
  ttlMs: number;
  run: (known: Summary | null) => Promise<P>;
}): Promise<{ page: P; summary: Summary }> {
  const own: { page?: P } = {};
  const summary = await remember(db, key, ttlMs, async () => {
    own.page = await run(null);
    if (!own.page.summary) throw new Error('a page run without a summary must compute one');
    return own.page.summary;
  });
  return { page: own.page ?? (await run(summary)), summary };
}
