import type { DbOrTx } from '../../db/client.ts';
import { forgetSearchSummaries } from './service.ts';
import { refreshSearchTerms } from './terms.ts';

/**
 * A store owner changed a product at `since` or later: its words join the typo vocabulary now
 * (not at the next periodic refresh), so a misspelt search finds it at once, and the kept
 * summaries of searches are forgotten so their counts and facets include or drop it.
 */
export async function searchCatalogChanged({ db, since }: { db: DbOrTx; since: Date }) {
  await refreshSearchTerms({ db, since: new Date(since.getTime() - 1000) });
  forgetSearchSummaries();
}
