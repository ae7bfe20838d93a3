import { formatDate, formatSlot } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pageLink } from '../../lib/page-link.ts';
import { inLocale } from '../../lib/text-locale.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { users } from '../auth/tables.ts';
import { slotLabel } from '../delivery/index.ts';
import { queueSms } from '../mail/index.ts';
import type { orders } from '../orders/tables.ts';
import type { CheckedDrop } from './drops.ts';

// Someone receiving a gift is told it is coming, and gets a link that follows their delivery
// alone. The text never carries a price, the other people of the order, or, when the shopper
// asked for a surprise, who sent it.

/** The token of a recipient's tracking link: only its hash is stored. */
export function recipientToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

const digitsOnly = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);

/**
 * One text per drop going to someone else (a drop to the shopper's own phone needs none), in the
 * shopper's language (the shop has no other language for the recipient), queued with the order.
 */
export async function queueRecipientTexts(o: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  drops: readonly { drop: CheckedDrop; token: { token: string } }[];
  publicUrl: string;
}) {
  const [sender] = await o.tx
    .select({ name: users.name, phone: users.phone, locale: users.locale })
    .from(users)
    .where(eq(users.id, o.order.userId));
  if (!sender) return;
  await inLocale(sender.locale, async () => {
    for (const { drop, token } of o.drops) {
      const to = digitsOnly(drop.address.phoneNumber);
      if (to.length !== 10 || to === digitsOnly(sender.phone)) continue;
      const when = `${formatDate(drop.deliveryDate, 'day')}, ${formatSlot(slotLabel(drop.slot.startsAt, drop.slot.endsAt))}`;
      const url = pageLink(o.publicUrl, `/track-gift/${token.token}`);
      const text = drop.hideSender
        ? m.gifting_text_surprise({ name: drop.address.receiverName, when, url })
        : m.gifting_text_from({ name: drop.address.receiverName, sender: sender.name, when, url });
      await queueSms({ db: o.tx, sms: { to, text } });
    }
  });
}
