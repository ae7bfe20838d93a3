import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { X } from '~/components/icon';
import { type CartSummaryItem, useCartSummary } from '~/features/cart';
import { usePrice } from '~/features/currency';
import { CartIcon, cartLabel, iconButton } from './cart-icon';
import { productPath } from './link-target';

function MiniCartLine({ item, onRemove }: { item: CartSummaryItem; onRemove: (id: string) => void }) {
  const price = usePrice();
  return (
    <li className="flex gap-3 py-3">
      <img
        src={item.image}
        alt={item.name}
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-lg bg-cream object-cover"
      />
      <div className="min-w-0 flex-1">
        <NavigationMenu.Link asChild>
          <Link
            to={productPath(item.slug)}
            className="line-clamp-2 text-sm font-medium text-cocoa hover:text-berry-dark"
          >
            {item.name}
          </Link>
        </NavigationMenu.Link>
        <p className="mt-1 text-sm text-cocoa-soft">
          {price(item.price)} × {formatNumber(item.quantity)}
        </p>
        <p className="text-xs text-cocoa-soft">
          {m.shell_mini_cart_quantity({ quantity: formatNumber(item.quantity) })}
        </p>
      </div>
      <div className="flex flex-col items-end justify-between">
        <span className="text-sm font-semibold">{price(item.price * item.quantity)}</span>
        <button
          type="button"
          onClick={() => onRemove(item.cartItemId)}
          className="inline-flex size-8 items-center justify-center rounded-full text-cocoa-soft hover:bg-danger-soft hover:text-danger"
          aria-label={m.shell_mini_cart_remove({ name: item.name })}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** Wider than 640 px: the cart icon opens, on hover or click, a dropdown listing the items. */
export function MiniCartMenu() {
  const { items, count, removeItem } = useCartSummary();
  const price = usePrice();
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return (
    <NavigationMenu.Root
      aria-label={m.shell_mini_cart()}
      className="relative narrow:hidden"
      delayDuration={80}
    >
      <NavigationMenu.List>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${iconButton} inline-flex`} aria-label={cartLabel(count)}>
            <CartIcon count={count} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full right-0 z-50 w-[22rem] pt-2 data-[state=open]:animate-[menu-in_160ms_ease-out]">
            <div className="rounded-2xl border border-line bg-white p-4 shadow-soft">
              {items.length === 0 ? (
                <p className="py-6 text-center text-cocoa-soft">{m.text_empty_cart()}</p>
              ) : (
                <>
                  <ul className="max-h-[60vh] divide-y divide-line overflow-y-auto">
                    {items.map((item) => (
                      <MiniCartLine
                        key={item.cartItemId}
                        item={item}
                        onRemove={(id) => void removeItem(id)}
                      />
                    ))}
                  </ul>
                  <p className="mt-2 flex justify-between border-t border-line pt-3 font-semibold">
                    <span>{m.shell_mini_cart_subtotal()}</span>
                    <span>{price(total)}</span>
                  </p>
                </>
              )}
              <NavigationMenu.Link asChild>
                <Link to="/cart" className="btn-primary mt-3 w-full">
                  {m.text_view_cart()}
                </Link>
              </NavigationMenu.Link>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
