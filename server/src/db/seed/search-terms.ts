import { refreshSearchTerms } from '../../modules/search/index.ts';
import type { DbOrTx } from '../client.ts';

/** The typo-correction vocabulary from the seeded products and categories (modules/search). */
export async function seedSearchTerms(db: DbOrTx) {
  await refreshSearchTerms({ db });
}
