import { ORDER_STATUS_LABEL, type TDashboardOrderDetail, type TOrderStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { toast } from '~/components/toast';
import { ApiError, errorMessage } from '~/lib/api';
import { deliverPart } from './proof-api';
import {
  cardFromDetail,
  fetchDashboardOrder,
  moveOrder,
  type TDashboardOrder,
  undoStep,
} from './staff-orders-api';

export type DetailLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; order: TDashboardOrderDetail }
  | { status: 'error'; message: string };

/**
 * One order card's state (a store's part of an order): its detail (fetched on first opening),
 * the note, moving it along and taking the last step back.
 * The server's answer to a move is the whole order, so the card and the open timeline show the
 * new step at once without reloading the list.
 */
export function useOrderCard(order: TDashboardOrder, onChange: (order: TDashboardOrder) => void) {
  const [detail, setDetail] = useState<DetailLoad>({ status: 'idle' });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<TOrderStatus | 'undo' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(order);
  latest.current = order;

  const loadDetail = useCallback(async () => {
    setDetail({ status: 'loading' });
    try {
      const full = await fetchDashboardOrder(latest.current.partId);
      setDetail({ status: 'ready', order: full });
      return full;
    } catch (e) {
      setDetail({ status: 'error', message: errorMessage(e) });
      return null;
    }
  }, []);

  /**
   * Sends one change (a move, or taking the last one back) and shows the part as the server
   * answered it. Resolves to null when it was made, else the server's message (a dialog shows it).
   */
  const send = useCallback(
    async (
      what: TOrderStatus | 'undo',
      request: (card: TDashboardOrder) => ReturnType<typeof moveOrder>,
      done: string,
    ): Promise<string | null> => {
      const card = latest.current;
      setBusy(what);
      setError(null);
      try {
        const res = await request(card);
        onChange(cardFromDetail(card, res.data.order));
        setDetail({ status: 'ready', order: res.data.order });
        if (what !== 'undo') setNote('');
        toast.success(res.message ?? done);
        return null;
      } catch (e) {
        const message = errorMessage(e);
        setError(message);
        toast.error(message);
        // 409: someone else (a colleague, the customer cancelling) moved it first; show where it
        // really stands so the buttons offered are the right ones again.
        if (e instanceof ApiError && e.status === 409) {
          const fresh = await loadDetail();
          if (fresh) onChange(cardFromDetail(latest.current, fresh));
        }
        return message;
      } finally {
        setBusy(null);
      }
    },
    [onChange, loadDetail],
  );

  /** `early`: the store confirmed a delivery before the order's date. */
  const move = useCallback(
    (to: TOrderStatus, text: string, early = false) =>
      send(
        to,
        (card) => moveOrder(card.partId, to, text.trim(), early),
        m.orders_now_status({ number: latest.current.number, status: ORDER_STATUS_LABEL[to].toLowerCase() }),
      ),
    [send],
  );

  /** Marks the part delivered with its proof (the form's photo, name, time and place). */
  const deliver = useCallback(
    (form: FormData) =>
      send(
        'delivered',
        (card) => deliverPart(card.partId, form),
        m.orders_now_status({
          number: latest.current.number,
          status: ORDER_STATUS_LABEL.delivered.toLowerCase(),
        }),
      ),
    [send],
  );

  /** Takes the last step back, as the card shows it (the server refuses it if that has changed). */
  const undo = useCallback(
    () => send('undo', (card) => undoStep(card.partId, card.status), m.orders_step_taken_back()),
    [send],
  );

  /** The part as the server answered a refund or a settlement: the detail and the card follow it. */
  const replaceDetail = useCallback(
    (full: TDashboardOrderDetail) => {
      setDetail({ status: 'ready', order: full });
      onChange(cardFromDetail(latest.current, full));
    },
    [onChange],
  );

  return { detail, loadDetail, replaceDetail, note, setNote, busy, error, move, deliver, undo };
}
