import { formatNumber, type TReminderPerson } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog';
import { buttonClass, ui } from '~/components/form';
import { Cake, CalendarDays, Mail, Pencil, Plus, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { dayOfYear, nextText, occasionName } from './person-draft';
import { PersonForm } from './person-form';
import { addPerson, removePerson, savePerson } from './reminders-api';

export type Prefill = { name?: string; phone?: string; orderId?: string };

/** /profile/reminders: the people the shopper remembers, soonest occasion first. */
export function RemindersPage({
  people,
  prefill,
}: {
  people: TReminderPerson[] | null;
  prefill: Prefill | null;
}) {
  const { revalidate } = useRevalidator();
  // Coming from an order's "Add a reminder", the form opens with the recipient filled in.
  const [adding, setAdding] = useState(prefill !== null);
  const reload = async () => {
    await revalidate();
  };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>{m.occasions_page_title()}</h1>
          <p className={ui.lead}>{m.occasions_page_lead()}</p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          {m.occasions_back()}
        </Link>
      </div>
      <section className="mt-6">
        {adding ? (
          <div className={ui.card}>
            <h2 className="mb-4 font-display text-lg font-semibold text-cocoa">{m.occasions_new_person()}</h2>
            <PersonForm
              person={null}
              prefill={prefill ?? undefined}
              label={m.occasions_new_person()}
              send={addPerson}
              onDone={async () => {
                setAdding(false);
                await reload();
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        ) : (
          <button type="button" className={buttonClass('primary')} onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {m.occasions_add_person()}
          </button>
        )}
      </section>
      <div className="mt-8">
        {people === null ? (
          <p
            aria-busy="true"
            className="rounded-3xl border border-line bg-white p-8 text-center text-cocoa-soft"
          >
            {m.occasions_loading()}
          </p>
        ) : people.length === 0 ? (
          !adding && (
            <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
              <Cake aria-hidden="true" className="size-10 text-berry" />
              <h2 className="mt-3 font-display text-xl font-semibold text-cocoa">
                {m.occasions_empty_title()}
              </h2>
              <p className="mt-1 max-w-md text-cocoa-soft">{m.occasions_empty_text()}</p>
            </div>
          )
        ) : (
          <ul aria-label={m.occasions_page_title()} className="grid gap-4">
            {people.map((p) => (
              <li key={p.id}>
                <PersonCard person={p} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PersonCard({ person: p, onDone }: { person: TReminderPerson; onDone: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      const res = await removePerson(p.id);
      if (res.message) toast.success(res.message);
      setAsking(false);
      await onDone();
    } catch (err) {
      setDeleteError(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <article aria-label={p.name} className="rounded-3xl border border-line bg-white p-5 shadow-soft">
      {editing ? (
        <PersonForm
          person={p}
          label={m.occasions_edit_named({ name: p.name })}
          send={(body) => savePerson(p.id, body)}
          onDone={async () => {
            setEditing(false);
            await onDone();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <h2 className="font-display text-lg font-semibold break-words text-cocoa">
              {p.name}
              {p.relation && (
                <span className="ms-2 font-sans text-sm font-medium text-cocoa-soft">{p.relation}</span>
              )}
            </h2>
            <ul className="mt-2 grid gap-2">
              {p.occasions.map((o) => (
                <li key={o.id} className="rounded-2xl bg-cream/60 p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-x-2 font-semibold text-cocoa">
                    <CalendarDays aria-hidden="true" className="size-4 text-berry" />
                    {occasionName(o)} · {dayOfYear(o)}
                    {!o.subscribed && (
                      <span className="rounded-full bg-white px-2 py-0.5 text-xs text-cocoa-soft">
                        {m.occasions_stopped()}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-cocoa">{nextText(o)}</p>
                  <p className="mt-0.5 flex items-center gap-1.5 text-xs text-cocoa-soft">
                    <Mail aria-hidden="true" className="size-3.5" />
                    {m.occasions_reminder_line({
                      days: m.occasions_days_before_option({ count: formatNumber(o.daysBefore) }),
                      channel: o.channel === 'sms' ? m.occasions_channel_sms() : m.occasions_channel_email(),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              aria-label={m.occasions_edit_named({ name: p.name })}
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.occasions_edit()}
            </button>
            <button
              type="button"
              aria-label={m.occasions_delete_named({ name: p.name })}
              className={buttonClass('danger', '', 'sm')}
              onClick={() => {
                setDeleteError(null);
                setAsking(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.occasions_delete()}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.occasions_delete_title({ name: p.name })}
        description={m.occasions_delete_text()}
        confirmLabel={m.occasions_delete()}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void remove()}
      />
    </article>
  );
}
