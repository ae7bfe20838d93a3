import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pageLink } from '../../lib/page-link.ts';
import { inLocale } from '../../lib/text-locale.ts';
import { users } from '../auth/tables.ts';
import { stores } from '../catalog/tables.ts';
import { queueEmail } from '../mail/index.ts';
import type { OrderRow, PartRow } from './parts.ts';

/**
 * Tells the shopper, in their language and in the review's transaction (through the outbox), that
 * the store approved the photo of a cake or asks for another (`reason` set), with the order's link.
 */
export async function queuePhotoEmail(o: {
  tx: Tx;
  order: OrderRow;
  part: PartRow;
  itemName: string;
  reason: string | null;
  publicUrl: string;
}) {
  const [row] = await o.tx
    .select({ email: users.email, name: users.name, locale: users.locale, storeName: stores.name })
    .from(users)
    .innerJoin(stores, eq(stores.id, o.part.storeId))
    .where(eq(users.id, o.order.userId));
  if (!row) return;
  const link = pageLink(o.publicUrl, `/profile/orders/view-order/${o.order.id}`);
  const mail = inLocale(row.locale, () => {
    const number = o.order.number;
    const about = { store: row.storeName, name: o.itemName };
    const lines =
      o.reason === null
        ? [m.photos_mail_approved_text(about), '', m.mail_see_order({ link })]
        : [m.photos_mail_retake_text({ ...about, reason: o.reason }), '', m.photos_mail_retake_how(), link];
    const subject =
      o.reason === null
        ? m.photos_mail_approved_subject({ number })
        : m.photos_mail_retake_subject({ number });
    const text = [m.mail_greeting({ name: row.name }), '', ...lines, '', m.mail_signature()].join('\n');
    return { to: row.email, subject, text };
  });
  await queueEmail({ db: o.tx, mail });
}
