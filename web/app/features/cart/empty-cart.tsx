import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { ShoppingBag } from '~/components/icon';

/** The empty cart (text "No Items In the Cart") with a way to start shopping. */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <ShoppingBag aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">{m.text_empty_cart()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.cart_empty_text()}</p>
      <Link to="/category/cakes" className={buttonClass('primary', 'mt-6')}>
        {m.cart_browse_cakes()}
      </Link>
    </div>
  );
}
