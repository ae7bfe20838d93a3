import {
  formatNumber,
  priceSplitSum,
  priceSplitText,
  type TCartItem,
  type TDeal,
  type TPriceSplit,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { usePrice } from '~/features/currency';

/**
 * Which campaign prices a cart line and, when a flash sale prices only some of its units, how
 * many and why (its last units, or the customer's limit).
 */
export function LineDeal({ item }: { item: TCartItem }) {
  const price = usePrice();
  const { deal, split } = item;
  if (!deal) return null;
  return (
    <div className="text-sm">
      <p className="font-medium text-berry">
        {deal.kind === 'flash'
          ? m.cart_deal_flash({ campaign: deal.campaign.name })
          : m.cart_deal_campaign({ campaign: deal.campaign.name })}
      </p>
      {split && (
        <p className="text-cocoa" data-testid="price-split">
          {priceSplitText(split, price)}
          <span className="block text-xs text-cocoa-soft">{splitReason(deal, split)}</span>
        </p>
      )}
    </div>
  );
}

function splitReason(deal: TDeal, split: TPriceSplit): string {
  if (deal.left !== null && split.flashQuantity >= deal.left) {
    return m.cart_split_left({ count: formatNumber(deal.left) });
  }
  return m.cart_split_limit({ count: formatNumber(deal.perCustomerLimit ?? 0) });
}

/** "Rs 1,999 × 3", or for a split line "Rs 1,999 × 2 + Rs 3,200 × 1"; the usual price struck when lower. */
export function LineUnitPrices({ item }: { item: TCartItem }) {
  const price = usePrice();
  const { split } = item;
  return (
    <p className="text-sm text-cocoa-soft tabular-nums">
      {item.originalPrice != null && item.originalPrice > item.sellingPrice && (
        <s className="mr-1.5">
          <span className="sr-only">{m.cart_usually()}</span>
          {price(item.originalPrice)}
        </s>
      )}
      {split ? priceSplitSum(split, price) : `${price(item.sellingPrice)} × ${formatNumber(item.quantity)}`}
    </p>
  );
}
