import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ChefHat, ChevronRight } from '~/components/icon';
import { useSession } from '~/features/session';

/** The way into /dashboard/orders from the profile, shown only to sellers and admins. */
export function StoreOwnerLink() {
  const { user } = useSession();
  if (user?.role !== 'seller' && user?.role !== 'admin') return null;
  return (
    <Link
      to="/dashboard/orders"
      className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-soft transition hover:border-berry/40 hover:shadow-lifted"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-berry text-white">
        <ChefHat aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-cocoa">{m.orders_to_fulfil()}</span>
        <span className="block text-sm text-cocoa-soft">
          {user.role === 'admin' ? m.orders_to_fulfil_admin() : m.orders_to_fulfil_seller()}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-berry" />
    </Link>
  );
}
