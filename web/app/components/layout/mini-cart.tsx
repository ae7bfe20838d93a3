import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { TEXT } from '@upahar/contract';
import { Link } from 'react-router';
import { ShoppingCart, X } from '~/components/icon';
import { type CartSummaryItem, useCartSummary } from '~/features/cart/cart-summary';
import { usePrice } from '~/features/currency/currency-context';
import { productPath } from './link-target';

const iconButton =
  'relative size-11 items-center justify-center rounded-full text-cocoa transition-colors hover:bg-berry-soft hover:text-berry-dark data-[state=open]:bg-berry-soft';

function CartIcon({ count }: { count: number }) {
  return (
    <>
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-berry px-1 text-xs leading-5 font-semibold text-white"
      >
        {count}
      </span>
    </>
  );
}

const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

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
          {price(item.price)} × {item.quantity}
        </p>
        <p className="text-xs text-cocoa-soft">Quantity: {item.quantity}</p>
      </div>
      <div className="flex flex-col items-end justify-between">
        <span className="text-sm font-semibold">{price(item.price * item.quantity)}</span>
        <button
          type="button"
          onClick={() => onRemove(item.cartItemId)}
          className="inline-flex size-8 items-center justify-center rounded-full text-cocoa-soft hover:bg-danger-soft hover:text-danger"
          aria-label={`Remove ${item.name}`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * The cart icon with its badge and, on screens wider than 640px, a dropdown listing the items
 * (the dropdown is hidden at width 640 or less, the icon then links /cart).
 */
export function MiniCart() {
  const { items, count, removeItem } = useCartSummary();
  const price = usePrice();
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return (
    <>
      <Link to="/cart" className={`${iconButton} hidden narrow:inline-flex`} aria-label={cartLabel(count)}>
        <CartIcon count={count} />
      </Link>
      <NavigationMenu.Root aria-label="Mini cart" className="relative narrow:hidden" delayDuration={80}>
        <NavigationMenu.List>
          <NavigationMenu.Item>
            <NavigationMenu.Trigger className={`${iconButton} inline-flex`} aria-label={cartLabel(count)}>
              <CartIcon count={count} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full right-0 z-50 w-[22rem] pt-2 data-[state=open]:animate-[menu-in_160ms_ease-out]">
              <div className="rounded-2xl border border-line bg-white p-4 shadow-soft">
                {items.length === 0 ? (
                  <p className="py-6 text-center text-cocoa-soft">{TEXT.emptyCart}</p>
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
                      <span>Subtotal</span>
                      <span>{price(total)}</span>
                    </p>
                  </>
                )}
                <NavigationMenu.Link asChild>
                  <Link to="/cart" className="btn-primary mt-3 w-full">
                    {TEXT.viewCart}
                  </Link>
                </NavigationMenu.Link>
              </div>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        </NavigationMenu.List>
      </NavigationMenu.Root>
    </>
  );
}
