import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { linksRunTogether } from '../modules/mail/index.ts';

/**
 * Every message a test made the shop queue, e-mail or text, read for links that punctuation runs
 * into ("…/store/sita-cakes."), which a reader's mail client would open as a page that does not
 * exist. Run after each API test, so every message any test renders with its data is read.
 */
export async function messagesWithLinksRunTogether(db: Db): Promise<string[]> {
  const rows = await db.select({ subject: outbox.subject, text: outbox.text }).from(outbox);
  return rows.flatMap((m) => linksRunTogether(m.text).map((link) => `"${m.subject}": ${link}`));
}
