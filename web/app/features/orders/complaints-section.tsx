import { orderWords, type TOrderDetail } from '@upahar/contract';
import { useRef, useState } from 'react';
import { buttonClass } from '~/components/form';
import { MessageSquareWarning } from '~/components/icon';
import { ComplaintForm } from './complaint-form';
import { ComplaintList } from './complaint-list';
import type { TComplaint } from './orders-api';
import { Panel } from './panel';

/** Complaints filed for the order, and "File a complaint" while the server allows one (canComplain). */
export function ComplaintsSection({
  order,
  onFiled,
}: {
  order: Pick<TOrderDetail, 'orderId' | 'canComplain' | 'complaints' | 'items'>;
  onFiled: (complaints: TComplaint[]) => void;
}) {
  const words = orderWords(order.items.map((i) => i.kind));
  const [writing, setWriting] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setWriting(false);
    // Focus goes back where the shopper started, not to the top of the page.
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <Panel title="Something not right?" id="complaints-title">
      <div className="space-y-4">
        {order.complaints.length === 0 && !writing && (
          <p className="text-sm text-cocoa-soft">
            If anything about this order disappointed you, tell us. Photos help {words.place} put it right.
          </p>
        )}
        <ComplaintList complaints={order.complaints} />
        {order.canComplain && !writing && (
          <button
            ref={opener}
            type="button"
            onClick={() => setWriting(true)}
            className={buttonClass('secondary')}
          >
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            File a complaint
          </button>
        )}
        {order.canComplain && writing && (
          <ComplaintForm
            orderId={order.orderId}
            example={`e.g. The ${words.noun} arrived damaged`}
            onCancel={close}
            onFiled={(complaints) => {
              onFiled(complaints);
              close();
            }}
          />
        )}
      </div>
    </Panel>
  );
}
