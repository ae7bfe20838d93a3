import { formatPrice, type TPromotion, type TReferralWithheldReason } from '@upahar/contract';

// What an invite pays and when, said the same way the server decides it, and why a friend's
// order did not count.

/** The plain reason shown on an invite whose friend's last delivered order earned nothing. */
export function withheldText(reason: TReferralWithheldReason, minOrder: number): string {
  switch (reason) {
    case 'own_store':
      return 'Not eligible: the order came from a store you or they run';
    case 'same_device':
      return 'Not eligible: signed in from the same device as you';
    case 'same_phone':
      return 'Not eligible: same phone number as yours';
    case 'same_address':
      return 'Not eligible: same delivery address as yours';
    case 'not_paid':
      return 'Not eligible: the order was not paid';
    case 'below_minimum':
      return `Order below ${formatPrice(minOrder)}`;
  }
}

/** The rules of the invite, as a short list under the code. */
export function InviteRules({ data }: { data: TPromotion }) {
  const most = formatPrice(data.creditPerFriend);
  const least = formatPrice(data.minOrder);
  return (
    <div className="mt-4 rounded-2xl bg-cream p-4 text-sm text-cocoa-soft">
      <h3 className="font-semibold text-cocoa">How the credit works</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Your friend joins with your link or code. When their order with at least {least} of items (delivery
          not counted) is delivered and paid, you each get {data.creditSharePercent}% of what the items cost,
          up to {most}. Once per friend.
        </li>
        <li>
          An order does not count if it comes from a store either of you owns or works in, goes to your
          address or phone number, or is made from the same device and network as you.
        </li>
        <li>An order that does not count leaves the invite open: their next order can still earn it.</li>
        <li>Credit is taken off your next order at checkout.</li>
      </ul>
    </div>
  );
}
