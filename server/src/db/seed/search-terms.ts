import { refreshSearchTerms } from '../../modules/search/terms.ts';
import type { DbOrTx } from '../client.ts';

/** The typo-correction vocabulary from the seeded products and categories (modules/search). */
export async function seedSearchTerms(db: DbOrTx) {
  await refreshSearchTerms({ db });
}
