import { m } from '@upahar/contract/messages';
import { Egg, Timer, Zap } from '~/components/icon';

type BadgeFlags = { isEggless: boolean; isSameDay: boolean; isUrgent: boolean };

/**
 * The product page's promises, each with an icon and a word (never colour alone). "Eggless" is
 * the recipe; "Eggless available" a cake that can be made eggless when asked (`egglessOnRequest`).
 */
export function ProductBadges({
  product,
  egglessOnRequest = false,
}: {
  product: BadgeFlags;
  egglessOnRequest?: boolean;
}) {
  const badges = [
    product.isEggless && { Icon: Egg, text: m.product_eggless(), tone: 'bg-success-soft text-success' },
    !product.isEggless &&
      egglessOnRequest && {
        Icon: Egg,
        text: m.product_badge_eggless_available(),
        tone: 'bg-success-soft text-success',
      },
    product.isSameDay && {
      Icon: Timer,
      text: m.product_badge_same_day(),
      tone: 'bg-berry-soft text-berry-dark',
    },
    product.isUrgent && { Icon: Zap, text: m.product_badge_urgent(), tone: 'bg-cream-deep text-cocoa' },
  ].filter((b) => !!b);
  if (badges.length === 0) return null;
  return (
    <ul aria-label={m.product_badges_label()} className="flex flex-wrap gap-2">
      {badges.map(({ Icon, text, tone }) => (
        <li
          key={text}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${tone}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}
