import { type ContentKey, type ContentValue, setContent } from '../../modules/content/index.ts';
import type { DbOrTx } from '../client.ts';

/** Writes site content through the service, so it is validated and cached answers are dropped. */
export async function setSiteContent<K extends ContentKey>(db: DbOrTx, key: K, value: ContentValue<K>) {
  await setContent({ db, key, value });
  return value;
}
