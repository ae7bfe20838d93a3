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
    product.isEggless && { Icon: Egg, text: 'Eggless', tone: 'bg-success-soft text-success' },
    !product.isEggless &&
      egglessOnRequest && { Icon: Egg, text: 'Eggless available', tone: 'bg-success-soft text-success' },
    product.isSameDay && { Icon: Timer, text: 'Same-day delivery', tone: 'bg-berry-soft text-berry-dark' },
    product.isUrgent && { Icon: Zap, text: 'Urgent', tone: 'bg-cream-deep text-cocoa' },
  ].filter((b) => !!b);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Good to know" className="flex flex-wrap gap-2">
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
