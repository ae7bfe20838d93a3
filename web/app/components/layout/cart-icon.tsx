import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ShoppingCart } from '~/components/icon';

export const iconButton =
  'relative size-11 items-center justify-center rounded-full text-cocoa transition-colors hover:bg-berry-soft hover:text-berry-dark data-[state=open]:bg-berry-soft';

export function CartIcon({ count }: { count: number }) {
  return (
    <>
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-berry px-1 text-xs leading-5 font-semibold text-white"
      >
        {formatNumber(count)}
      </span>
    </>
  );
}

export const cartLabel = (count: number) => m.shell_cart_label({ count: formatNumber(count) });
