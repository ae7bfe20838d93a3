import {
  STAFF_TICKET_STATUS_LABEL,
  TICKET_STATUSES,
  type TStaffTicket,
  type TStaffTicketChangeBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { buttonClass, SelectField } from '~/components/form';
import { UserCheck } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { changeTicket } from './tickets-api';

const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: STAFF_TICKET_STATUS_LABEL[s] }));

/**
 * Status and assignee, each saved as soon as it changes; the last outcome is said aloud. The
 * selects stay enabled while saving: arrow keys on a closed select change it at once, and a
 * disabled select would drop the keyboard's focus after every step. Only the newest answer counts.
 */
export function TicketSidePanel({
  ticket,
  readerId,
  onChanged,
}: {
  ticket: TStaffTicket;
  readerId: string | undefined;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // What the selects show: the choice at once, the ticket's own values once it answers.
  const [shown, setShown] = useState({ status: ticket.status, assigneeId: ticket.assignee?.id ?? '' });
  useEffect(() => {
    setShown({ status: ticket.status, assigneeId: ticket.assignee?.id ?? '' });
  }, [ticket.status, ticket.assignee?.id]);
  const latest = useRef(0);
  const assigneeBox = useRef<HTMLDivElement>(null);
  const people = [...ticket.assignable];
  // Someone who has since left the store's team still shows as the one assigned.
  if (ticket.assignee && !people.some((p) => p.id === ticket.assignee?.id)) people.push(ticket.assignee);
  const canTakeIt = readerId !== undefined && ticket.assignable.some((p) => p.id === readerId);

  async function change(body: TStaffTicketChangeBody) {
    const mine = ++latest.current;
    setShown((s) => ({
      status: body.status ?? s.status,
      assigneeId: body.assigneeId === undefined ? s.assigneeId : (body.assigneeId ?? ''),
    }));
    setBusy(true);
    setSaid(null);
    try {
      const res = await changeTicket(ticket.id, body);
      if (mine !== latest.current) return;
      const text = res.message ?? m.support_staff_ticket_updated();
      toast.success(text);
      setSaid({ tone: 'ok', text });
      onChanged();
    } catch (e) {
      if (mine !== latest.current) return;
      const text = errorMessage(e);
      toast.error(text);
      setSaid({ tone: 'error', text });
      setShown({ status: ticket.status, assigneeId: ticket.assignee?.id ?? '' });
    } finally {
      if (mine === latest.current) setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="ticket-panel-title"
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-soft"
    >
      <h2 id="ticket-panel-title" className="font-display text-lg font-semibold text-cocoa">
        {m.support_staff_handling()}
      </h2>
      <SelectField
        label={m.support_staff_status()}
        name="status"
        value={shown.status}
        options={STATUS_OPTIONS}
        onValueChange={(v) => void change({ status: v as TStaffTicket['status'] })}
      />
      <div ref={assigneeBox}>
        <SelectField
          label={m.support_staff_assigned_label()}
          name="assigneeId"
          value={shown.assigneeId}
          options={[
            { value: '', label: m.support_staff_nobody() },
            ...people.map((p) => ({
              value: p.id,
              label: p.id === readerId ? m.support_staff_you_suffix({ name: p.name }) : p.name,
            })),
          ]}
          onValueChange={(v) => void change({ assigneeId: v || null })}
        />
        {canTakeIt && shown.assigneeId !== readerId && (
          <button
            type="button"
            onClick={() => {
              // The button goes once the ticket is the reader's: keep the focus nearby.
              assigneeBox.current?.querySelector('select')?.focus();
              void change({ assigneeId: readerId });
            }}
            className={buttonClass('quiet', 'mt-2 -ml-2', 'sm')}
          >
            <UserCheck aria-hidden="true" className="size-4" />
            {m.support_staff_assign_to_me()}
          </button>
        )}
      </div>
      <p
        role="status"
        className={`min-h-5 text-sm ${said?.tone === 'error' ? 'font-medium text-danger' : 'text-cocoa-soft'}`}
      >
        {busy ? m.support_saving() : (said?.text ?? '')}
      </p>
    </section>
  );
}
