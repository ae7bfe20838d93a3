import { orderWords, type TOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
  order: Pick<TOrderDetail, 'orderId' | 'canComplain' | 'complaints' | 'items' | 'parts'>;
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
    <Panel title={m.orders_something_wrong()} id="complaints-title">
      <div className="space-y-4">
        {order.complaints.length === 0 && !writing && (
          <p className="text-sm text-cocoa-soft">{m.orders_complain_intro({ place: words.place })}</p>
        )}
        <ComplaintList complaints={order.complaints} parts={order.parts} />
        {order.canComplain && !writing && (
          <button
            ref={opener}
            type="button"
            onClick={() => setWriting(true)}
            className={buttonClass('secondary')}
          >
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            {m.orders_file_complaint()}
          </button>
        )}
        {order.canComplain && writing && (
          <ComplaintForm
            orderId={order.orderId}
            proofs={order.parts.flatMap((p) => (p.proof ? [{ number: p.number, proof: p.proof }] : []))}
            example={m.orders_complaint_example({ noun: words.noun })}
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
