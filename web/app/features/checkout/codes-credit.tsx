import {
  type TCheckoutSummary,
  type TCouponResult,
  ZApplyCouponBody,
  ZRedeemVoucherBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { AlertTriangle, Loader2, TicketPercent, X } from '~/components/icon';
import { toast } from '~/components/toast';
import { usePrice } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { applyCoupon, redeemVoucher, removeCoupon } from './checkout-api';
import { CodeField } from './code-field';

type Props = {
  items: readonly string[];
  summary: TCheckoutSummary | null;
  /** A code or the credit changed: ask for the summary again. */
  onChanged: () => void;
};

/**
 * A coupon for this cart (POST apply-coupon / remove-coupon). The server says why a code does not
 * work (expired, used up, minimum not met, not for these items) and that sentence is shown as it
 * is; the discount itself appears only as a line of the summary.
 */
export function CouponBox({ items, summary, onChanged }: Props) {
  // What this page just did, until the next summary answer says what the server holds.
  const [local, setLocal] = useState<TCouponResult | null | undefined>(undefined);
  const [removing, setRemoving] = useState(false);
  // The description the server gave when a code was applied here, kept past the summary refresh.
  const described = useRef<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new summary answer is the trigger
  useEffect(() => setLocal(undefined), [summary]);
  const code = local === undefined ? (summary?.couponCode ?? null) : (local?.code ?? null);
  const problem = local === undefined ? (summary?.couponProblem ?? null) : null;

  async function apply(body: { code: string; cartItems: string[] }) {
    const res = await applyCoupon(body.code, body.cartItems);
    setLocal(res.data);
    described.current[res.data.code] = res.data.description;
    toast.success(res.message ?? m.checkout_coupon_applied_toast({ code: res.data.code }));
    onChanged();
  }

  async function remove() {
    if (removing) return;
    setRemoving(true);
    try {
      await removeCoupon();
      setLocal(null);
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setRemoving(false);
    }
  }

  if (!code) {
    return (
      <CodeField
        label={m.checkout_coupon_code()}
        button={m.checkout_apply()}
        busyLabel={m.checkout_applying()}
        placeholder={m.checkout_coupon_placeholder()}
        schema={ZApplyCouponBody}
        toInput={(code) => ({ code, cartItems: [...items] })}
        onSubmit={apply}
      />
    );
  }
  return (
    <div aria-live="polite">
      <p className="text-sm font-medium text-cocoa">{m.checkout_coupon_code()}</p>
      <div className="mt-1.5 flex items-center justify-between gap-3 rounded-2xl border border-success/30 bg-success-soft px-3 py-2.5">
        <p className="flex min-w-0 items-center gap-2 text-sm text-success">
          <TicketPercent aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0">
            <strong className="font-semibold tracking-wide">{code}</strong>
            {m.checkout_coupon_applied()}
            {described.current[code] && (
              <span className="block text-cocoa-soft">{described.current[code]}</span>
            )}
          </span>
        </p>
        <button
          type="button"
          onClick={remove}
          disabled={removing}
          aria-label={m.checkout_remove_coupon({ code })}
          className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-cocoa hover:bg-white disabled:opacity-60"
        >
          {removing ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <X aria-hidden="true" className="size-4" />
          )}
          {m.checkout_remove()}
        </button>
      </div>
      {problem && (
        <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {problem}
        </p>
      )}
    </div>
  );
}

/** A gift voucher becomes credit (POST redeem-voucher); credit is used when the switch is on. */
export function VoucherCredit({
  summary,
  useCredit,
  onUseCredit,
  onChanged,
}: Omit<Props, 'items'> & { useCredit: boolean; onUseCredit: (on: boolean) => void }) {
  const price = usePrice();
  const id = useId();
  const balance = summary?.creditBalance ?? 0;

  async function redeem({ code }: { code: string }) {
    const res = await redeemVoucher(code);
    toast.success(m.checkout_credit_added({ amount: price(res.data.amount) }));
    onUseCredit(true);
    onChanged();
  }

  return (
    <div className="space-y-4">
      <CodeField
        label={m.checkout_voucher_code()}
        button={m.checkout_redeem()}
        busyLabel={m.checkout_redeeming()}
        schema={ZRedeemVoucherBody}
        toInput={(code) => ({ code })}
        onSubmit={redeem}
      />
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl bg-cream px-4 py-3 has-disabled:cursor-not-allowed"
      >
        <span className="min-w-0">
          <span className="block font-medium text-cocoa">{m.checkout_use_credit()}</span>
          <span className="block text-sm text-cocoa-soft">
            {summary ? m.checkout_credit_available({ amount: price(balance) }) : m.checkout_checking_credit()}
          </span>
        </span>
        <span className="relative shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-checked={useCredit}
            checked={useCredit}
            disabled={!useCredit && balance <= 0}
            onChange={(e) => onUseCredit(e.currentTarget.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="block h-7 w-12 rounded-full bg-cocoa-soft/35 transition-colors peer-checked:bg-success peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-berry peer-disabled:opacity-50"
          />
          <span
            aria-hidden="true"
            className="absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
      </label>
    </div>
  );
}
