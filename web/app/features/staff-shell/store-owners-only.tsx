import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { Store } from '~/components/icon';

/** What a customer who opens a dashboard page sees instead of a refusal. */
export function StoreOwnersOnly() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
        <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
          <Store aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold text-cocoa">
          {m.dashboard_owners_only_title()}
        </h1>
        <p className="mt-2 max-w-md text-cocoa-soft">{m.dashboard_owners_only_text()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/sell-at-ug" className={buttonClass('primary')}>
            {m.dashboard_sell_on_upahar()}
          </Link>
          <Link to="/profile/orders" className={buttonClass('secondary')}>
            {m.dashboard_own_orders()}
          </Link>
        </div>
      </div>
    </div>
  );
}
