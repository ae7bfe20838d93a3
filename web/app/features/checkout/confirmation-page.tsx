import { orderWords, type TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, FormAlert } from '~/components/form';
import { ArrowRight, CircleAlert, CircleCheck, Clock, PackageSearch } from '~/components/icon';
import { CakeIllustration } from '~/components/layout/cake-illustration';
import { usePrice } from '~/features/currency';
import { fetchOrder } from '~/features/orders';
import { SessionGateNotice, useRequireLogin } from '~/features/session';
import { ApiError, errorMessage } from '~/lib/api';
import { OrderReceipt } from './order-receipt';
import { confirmationPath, type PaymentState, paymentState } from './payment-logic';
import { PaymentWaiting } from './payment-waiting';
import { ReminderOffer } from './reminder-offer';
import { RetryPayment } from './retry-payment';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; order: TOrderDetail }
  | { kind: 'error'; message: string; missing: boolean };

/**
 * /order-confirmation?orderId=…&status=…: the thank-you after placing an order or coming
 * back from a gateway. The order is read from the server (GET order-detail); `status` from the
 * gateway's return only chooses the words, never whether the order counts as paid.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const statusParam = params.get('status');
  const gate = useRequireLogin();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const valid = UUID_RE.test(orderId);

  const read = useCallback(() => {
    if (!valid) return;
    setLoad({ kind: 'loading' });
    fetchOrder(orderId, statusParam).then(
      (order) => setLoad({ kind: 'ready', order }),
      (e) =>
        setLoad({
          kind: 'error',
          message: errorMessage(e),
          missing: e instanceof ApiError && e.status === 404,
        }),
    );
  }, [orderId, statusParam, valid]);
  useEffect(() => {
    if (gate === 'ready') read();
  }, [gate, read]);
  // The gateway decided while the page waited: the address says so, and the order is read again.
  const navigate = useNavigate();
  const decided = useCallback(
    (paid: boolean) => navigate(confirmationPath(orderId, paid ? 'success' : 'failed'), { replace: true }),
    [navigate, orderId],
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {gate !== 'ready' ? (
        <SessionGateNotice gate={gate} />
      ) : !valid || (load.kind === 'error' && load.missing) ? (
        <NoSuchOrder />
      ) : load.kind === 'error' ? (
        <div className="space-y-4">
          <FormAlert tone="error">{load.message}</FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={read}>
            {m.checkout_try_again()}
          </button>
        </div>
      ) : load.kind === 'loading' ? (
        <ConfirmationSkeleton />
      ) : (
        <Confirmed
          order={load.order}
          state={paymentState(load.order, statusParam)}
          onReload={read}
          onDecided={decided}
        />
      )}
    </div>
  );
}

const HERO: Record<PaymentState, { title: string; tone: 'ok' | 'wait' | 'bad' }> = {
  cod: { title: m.checkout_hero_cod(), tone: 'ok' },
  paid: { title: m.checkout_hero_paid(), tone: 'ok' },
  unpaid: { title: m.checkout_hero_unpaid(), tone: 'wait' },
  waiting: { title: m.checkout_hero_waiting(), tone: 'wait' },
  failed: { title: m.checkout_hero_failed(), tone: 'bad' },
  closed: { title: m.checkout_hero_closed(), tone: 'ok' },
};

function Confirmed({
  order,
  state,
  onReload,
  onDecided,
}: {
  order: TOrderDetail;
  state: PaymentState;
  onReload: () => void;
  onDecided: (paid: boolean) => void;
}) {
  const price = usePrice();
  const hero = HERO[state];
  // Bakers bake the cakes; flowers have florists: who is "on it" follows what was ordered.
  const words = orderWords(order.items.map((i) => i.kind));
  const Icon = hero.tone === 'ok' ? CircleCheck : hero.tone === 'wait' ? Clock : CircleAlert;
  const needsPayment = (state === 'failed' || state === 'unpaid') && order.canPay;
  return (
    <div className="space-y-6">
      <section className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-berry-soft via-white to-cream-deep p-6 shadow-soft sm:p-10">
        {words.hasCake && (
          <CakeIllustration className="pointer-events-none absolute -right-6 -bottom-8 hidden w-64 opacity-90 sm:block lg:w-80" />
        )}
        <div className="relative max-w-xl space-y-3">
          <p
            className={`flex items-center gap-2 text-sm font-semibold ${hero.tone === 'bad' ? 'text-danger' : hero.tone === 'wait' ? 'text-berry-dark' : 'text-success'}`}
          >
            <Icon aria-hidden="true" className="size-5" /> {m.checkout_order_number({ number: order.number })}
          </p>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-cocoa sm:text-4xl">
            {hero.title}
          </h1>
          <p className="text-lg leading-relaxed text-cocoa-soft">
            {state === 'cod' && m.checkout_keep_cash({ amount: price(order.total) })}
            {state === 'paid' && m.checkout_received({ amount: price(order.total) })}
            {state === 'waiting' && m.checkout_kept_waiting({ amount: price(order.total) })}
            {state === 'failed' && m.checkout_kept_failed()}
            {state === 'unpaid' && m.checkout_not_received({ amount: price(order.total) })}
            {(state === 'cod' || state === 'paid') && m.checkout_on_it({ onIt: words.onIt })}
          </p>
          {state === 'waiting' && (
            <div className="pt-2">
              <PaymentWaiting
                orderId={order.orderId}
                gateway={order.paymentMethod}
                onDecided={onDecided}
                afterWaiting={
                  order.canPay ? <RetryPayment orderId={order.orderId} onNothingToPay={onReload} /> : null
                }
              />
            </div>
          )}
          {needsPayment && (
            <div className="pt-2">
              <RetryPayment orderId={order.orderId} onNothingToPay={onReload} />
            </div>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            <Link
              to={`/profile/orders/view-order/${encodeURIComponent(order.orderId)}`}
              className={buttonClass(needsPayment ? 'secondary' : 'primary')}
            >
              {m.checkout_view_order_details()} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/" className={buttonClass('secondary')}>
              {m.checkout_continue_shopping()}
            </Link>
          </div>
        </div>
      </section>
      <ReminderOffer order={order} />
      <OrderReceipt order={order} />
    </div>
  );
}

function NoSuchOrder() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-16 place-items-center rounded-full bg-cream-deep text-berry">
        <PackageSearch aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold">{m.checkout_no_such_order()}</h1>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.checkout_orders_in_profile()}</p>
      <Link to="/profile/orders" className={buttonClass('primary', 'mt-6')}>
        {m.checkout_your_orders()}
      </Link>
    </div>
  );
}

function ConfirmationSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{m.checkout_loading_order()}</span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-3xl border border-line bg-white/80" />
      <div aria-hidden="true" className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="h-72 animate-pulse rounded-3xl border border-line bg-white/80" />
        <div className="h-72 animate-pulse rounded-3xl border border-line bg-white/80" />
      </div>
    </div>
  );
}
