import { m } from '@upahar/contract/messages';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '~/components/layout/load-error';
import { toast } from '~/components/toast';
import { useCart } from '~/features/cart';
import { fetchGift, GiftPage } from '~/features/reminders';
import { accountMeta, LoadingNotice, loginUrlFor, useSession } from '~/features/session';
import { shopPath } from '~/lib/locale';
import type { Route } from './+types/gift';

// A reminder's gift is one shopper's: never indexed.
export const meta: Route.MetaFunction = () => accountMeta(m.occasions_gift_meta(), { noindex: true });

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { token: params.token, gift: await fetchGift(params.token, request.signal) };
}

export const HydrateFallback = LoadingNotice;
export const ErrorBoundary = LoadError;

/** /gifts/:token: the one-tap gift a reminder links to. */
export default function Gift({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <GiftPage
      {...loaderData}
      isLoggedIn={isLoggedIn}
      loginHref={loginUrlFor(shopPath(location.pathname))}
      onFilled={async ({ added, skipped }) => {
        await cart.refresh();
        if (added > 0) toast.success(m.occasions_gift_added({ count: String(added) }));
        for (const s of skipped) toast.error(m.occasions_gift_skipped(s));
        navigate('/cart');
      }}
    />
  );
}
