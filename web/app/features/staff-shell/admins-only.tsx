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
        <h1 className="mt-5 font-display text-2xl font-semibold text-cocoa">This page is for admins</h1>
        <p className="mt-2 max-w-md text-cocoa-soft">
          Only Upahar’s admins review applications to sell, look after vacancies, reports and stores, and read
          the audit log and the messages the shop could not send. Your own applications and stores are on Your
          businesses; your orders are in your dashboard.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/profile/businesses" className={buttonClass('primary')}>
            Your businesses
          </Link>
          <Link to="/dashboard/orders" className={buttonClass('secondary')}>
            Dashboard orders
          </Link>
        </div>
      </div>
    </div>
  );
}
