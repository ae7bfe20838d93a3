import { ORDER_STATUS_LABEL, type TOrderCard, type TOrderStatus } from '@upahar/contract';
import { Ban, CheckCircle2, ChefHat, CircleDot, CreditCard, PackageCheck, Truck } from '~/components/icon';
import { type OrderViewer, paymentStatusText, paymentTone, statusTone, type Tone } from './order-format';

const TONE_CLASS: Record<Tone, string> = {
  neutral: 'bg-cream-deep text-cocoa',
  progress: 'bg-berry-soft text-berry-dark',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  // No amber token (the design keeps one palette): caramel outlines "waiting for you".
  warning: 'bg-cream-deep text-cocoa ring-1 ring-caramel ring-inset',
};

const STATUS_ICON: Record<TOrderStatus, typeof Ban> = {
  placed: CircleDot,
  confirmed: CheckCircle2,
  preparing: ChefHat,
  out_for_delivery: Truck,
  delivered: PackageCheck,
  cancelled: Ban,
};

const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The order's status in words, icon and colour (never colour alone: WCAG 1.4.1). */
export function OrderStatusBadge({ status, viewer }: { status: TOrderStatus; viewer?: OrderViewer }) {
  const Icon = STATUS_ICON[status];
  return (
    <span className={`${BADGE} ${TONE_CLASS[statusTone(status, viewer)]}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}

export function PaymentBadge({
  order,
}: {
  order: Pick<TOrderCard, 'paymentMethod' | 'paymentStatus'> & { status?: TOrderStatus };
}) {
  return (
    <span className={`${BADGE} ${TONE_CLASS[paymentTone(order)]}`}>
      <CreditCard aria-hidden="true" className="size-3.5" />
      {paymentStatusText(order)}
    </span>
  );
}
