import { orderWords, productKind, type TCartItem, type TPaymentMethodId } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass, TextAreaField } from '~/components/form';
import { Loader2, Lock } from '~/components/icon';
import { toast } from '~/components/toast';
import { useCart } from '~/features/cart';
import { errorMessage } from '~/lib/api';
import { removeCoupon } from './checkout-api';
import { CheckoutAside } from './checkout-aside';
import { CouponBox, VoucherCredit } from './codes-credit';
import { DeliveryRecap } from './delivery-recap';
import { summaryDrops } from './gift-drops';
import { OrderProblem } from './order-problem';
import { placeOrderBody } from './payment-logic';
import { PaymentMethods, usePaymentMethods } from './payment-methods';
import { StepSection } from './step-section';
import { cartUrl } from './steps';
import { STICKY_BAR_SPACER, StickyBar } from './sticky-bar';
import { useSummary } from './summary-box';
import { StickyTotal, totalsReady } from './totals-status';
import type { ChoiceApi } from './use-checkout-choice';
import { usePlaceOrder } from './use-place-order';

const ORDER_NOTE_MAX = 500;

type Props = { lines: TCartItem[]; items: string[]; choiceApi: ChoiceApi };

/**
 * Step 3: how to pay, codes and credit, a note, and "Place order". The summary is the server's
 * (POST checkout-summary) and is asked again after every change of method, code or credit.
 */
export function PaymentStep({ lines, items, choiceApi }: Props) {
  const { choice, update, forget } = choiceApi;
  const { refresh } = useCart();
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState('');
  const choosePayment = useCallback((id: TPaymentMethodId) => update({ paymentMethod: id }), [update]);
  const methods = usePaymentMethods(choice.paymentMethod, choosePayment);
  const summary = useSummary(
    {
      cartItems: items,
      locationId: choice.locationId ?? undefined,
      deliveryMethodId: choice.methodId ?? undefined,
      useCredit: choice.useCredit,
      drops: summaryDrops(choice.drops),
    },
    version,
  );
  const order = usePlaceOrder(forget);
  const body = placeOrderBody(choice, items, note, summary.summary?.total ?? null);

  // A code changed what the cart holds: the summary and the cart (its couponCode) are asked again.
  const codesChanged = useCallback(() => {
    setVersion((v) => v + 1);
    void refresh();
  }, [refresh]);

  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!order.problem) return;
    problemRef.current?.focus();
    // Whatever stopped the order may have changed what it costs (an offer ended, stock ran
    // out): the summary and the cart are asked again, so a retry is placed on the new total.
    codesChanged();
  }, [order.problem, codesChanged]);

  async function dropCoupon() {
    try {
      await removeCoupon();
      order.clearProblem();
      codesChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  // A change of credit or code is priced again first: the order is placed on the total shown.
  const ready = totalsReady(summary, summary.updating);
  const submit = () => {
    if (body && ready) void order.place(body);
  };
  const placeButton = (extra = '') => (
    <button
      type="button"
      onClick={submit}
      disabled={order.busy || !body || !ready}
      aria-busy={order.busy || undefined}
      className={buttonClass('primary', extra)}
    >
      {order.busy ? (
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Lock aria-hidden="true" className="size-4" />
      )}
      {order.busy ? m.checkout_placing_order() : m.checkout_place_order()}
    </button>
  );

  return (
    // One column of minmax(0, 1fr) on phones, so a long line cannot widen the step.
    <div
      className={`grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start ${STICKY_BAR_SPACER}`}
    >
      <div className="min-w-0 space-y-5">
        {order.problem && (
          <div ref={problemRef} tabIndex={-1} className="outline-none">
            <OrderProblem
              problem={order.problem}
              deliveryUrl={cartUrl(2, items)}
              onRetry={submit}
              retryReady={ready && !order.busy && body !== null}
              onRemoveCoupon={dropCoupon}
            />
          </div>
        )}
        <StepSection
          id="recap-title"
          title={m.checkout_title_delivery()}
          change={{ to: cartUrl(2, items), label: m.checkout_change() }}
        >
          <DeliveryRecap choice={choice} />
        </StepSection>
        <StepSection id="pay-title" n={1} title={m.checkout_payment_method()}>
          <PaymentMethods state={methods} chosen={choice.paymentMethod} onChoose={choosePayment} />
        </StepSection>
        <StepSection id="codes-title" n={2} title={m.checkout_codes_title()}>
          <div className="space-y-5">
            <CouponBox items={items} summary={summary.summary} onChanged={codesChanged} />
            <div className="border-t border-line pt-5">
              <VoucherCredit
                summary={summary.summary}
                useCredit={choice.useCredit}
                onUseCredit={(on) => update({ useCredit: on })}
                onChanged={codesChanged}
              />
            </div>
          </div>
        </StepSection>
        <StepSection id="note-title" n={3} title={m.checkout_anything_else()}>
          <TextAreaField
            name="orderNote"
            label={m.checkout_order_note()}
            optional
            hint={m.checkout_order_note_hint({
              maker: orderWords(lines.map((l) => productKind(l.type))).maker,
            })}
            maxLength={ORDER_NOTE_MAX}
            showCount
            minRows={2}
            maxRows={6}
            value={note}
            onValueChange={setNote}
          />
        </StepSection>
      </div>

      <CheckoutAside lines={lines} summary={summary} updating={summary.updating}>
        <div className="hidden lg:block">
          {placeButton('w-full')}
          <p className="mt-3 text-center text-xs text-cocoa-soft">{m.checkout_prices_checked()}</p>
        </div>
      </CheckoutAside>

      <StickyBar
        label={m.checkout_total()}
        amount={<StickyTotal state={summary} updating={summary.updating} />}
      >
        {placeButton()}
      </StickyBar>
    </div>
  );
}
