import { formatNumber, formatPrice, type TPromotion, type TReferralWithheldReason } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// What an invite pays and when, said the same way the server decides it, and why a friend's
// order did not count.

/** The plain reason shown on an invite whose friend's last delivered order earned nothing. */
export function withheldText(reason: TReferralWithheldReason, minOrder: number): string {
  switch (reason) {
    case 'own_store':
      return m.promotion_withheld_own_store();
    case 'same_device':
      return m.promotion_withheld_same_device();
    case 'same_phone':
      return m.promotion_withheld_same_phone();
    case 'same_address':
      return m.promotion_withheld_same_address();
    case 'not_paid':
      return m.promotion_withheld_not_paid();
    case 'below_minimum':
      return m.promotion_withheld_below_minimum({ amount: formatPrice(minOrder) });
  }
}

/** The rules of the invite, as a short list under the code. */
export function InviteRules({ data }: { data: TPromotion }) {
  const most = formatPrice(data.creditPerFriend);
  const least = formatPrice(data.minOrder);
  return (
    <div className="mt-4 rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">
      <h3 className="font-semibold text-cocoa">{m.promotion_how_title()}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{m.promotion_rule_join({ least, most, percent: formatNumber(data.creditSharePercent) })}</li>
        <li>{m.promotion_rule_not_count()}</li>
        <li>{m.promotion_rule_open()}</li>
        <li>{m.promotion_rule_checkout()}</li>
      </ul>
    </div>
  );
}
