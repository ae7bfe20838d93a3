import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { LockKeyhole } from '~/components/icon';

/** What a seller (or a customer) who opens an admin page sees instead of a refusal. */
export function AdminsOnly() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
        <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
          <LockKeyhole aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold text-cocoa">
          {m.dashboard_admins_only_title()}
        </h1>
        <p className="mt-2 max-w-md text-cocoa-soft">{m.dashboard_admins_only_text()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/profile/businesses" className={buttonClass('primary')}>
            {m.dashboard_your_businesses()}
          </Link>
          <Link to="/dashboard/orders" className={buttonClass('secondary')}>
            {m.dashboard_orders()}
          </Link>
        </div>
      </div>
    </div>
  );
}
