import {
  formatDate,
  formatNumber,
  OCCASION_KINDS,
  SUGGESTIONS_PER_KIND_MAX,
  type TOccasionKind,
  type TReminderDesk,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { FormAlert, ui } from '~/components/form';
import { X } from '~/components/icon';
import { toast } from '~/components/toast';
import { ProductSearch, ProductThumb, StaffPageLoading } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { fetchDesk, saveSuggestions } from './reminders-api';

/** The reminders route's clientLoader. */
export const loadReminderDesk = async (signal: AbortSignal) => ({ desk: await fetchDesk(signal) });

export const ReminderDeskLoading = () => <StaffPageLoading label={m.occasions_staff_loading()} />;

const KIND_NAMES: Record<TOccasionKind, () => string> = {
  birthday: () => m.occasions_kind_birthday(),
  anniversary: () => m.occasions_kind_anniversary(),
  festival: () => m.occasions_kind_festival(),
};

/** /dashboard/reminders: the gifts suggested per kind of occasion, and the reminders sent lately. */
export function DashboardRemindersPage({ desk: first }: Awaited<ReturnType<typeof loadReminderDesk>>) {
  const [desk, setDesk] = useState(first);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.occasions_staff_title()}</h1>
        <p className={ui.lead}>{m.occasions_staff_lead()}</p>
      </header>
      <div className="mt-6 grid gap-4">
        {OCCASION_KINDS.map((kind) => (
          <KindSuggestions key={kind} kind={kind} desk={desk} onSaved={setDesk} />
        ))}
      </div>
      <SentTable desk={desk} />
    </div>
  );
}

function KindSuggestions({
  kind,
  desk,
  onSaved,
}: {
  kind: TOccasionKind;
  desk: TReminderDesk;
  onSaved: (d: TReminderDesk) => void;
}) {
  const picked = desk.suggestions[kind];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (ids: string[]) => {
    setBusy(true);
    setError(null);
    try {
      const res = await saveSuggestions(kind, ids);
      onSaved(res.data);
      toast.success(m.occasions_staff_saved());
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const title = m.occasions_staff_for({ kind: KIND_NAMES[kind]() });
  return (
    <section aria-label={title} className={ui.card}>
      <h2 className="font-display text-lg font-semibold text-cocoa">{title}</h2>
      {picked.length === 0 ? (
        <p className="mt-2 text-sm text-cocoa-soft">{m.occasions_staff_none()}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {picked.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-xl border border-line bg-cream/50 p-2">
              <ProductThumb p={p} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-cocoa">{p.name}</span>
              <button
                type="button"
                disabled={busy}
                aria-label={m.occasions_staff_remove({ name: p.name })}
                onClick={() => void save(picked.filter((x) => x.id !== p.id).map((x) => x.id))}
                className="grid size-9 place-items-center rounded-full text-cocoa hover:bg-cream-deep focus-visible:outline-2 focus-visible:outline-berry"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked.length < SUGGESTIONS_PER_KIND_MAX && (
        <div className="mt-3">
          <ProductSearch
            id={`suggest-${kind}`}
            label={m.occasions_staff_find()}
            disabled={busy}
            isPicked={(p) => picked.some((x) => x.id === p.id)}
            onPick={(p) => void save([...picked.map((x) => x.id), p.id])}
          />
        </div>
      )}
      {error && (
        <div className="mt-3">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      )}
    </section>
  );
}

function SentTable({ desk }: { desk: TReminderDesk }) {
  return (
    <section aria-labelledby="reminders-sent" className={`${ui.card} mt-6`}>
      <h2 id="reminders-sent" className="font-display text-lg font-semibold text-cocoa">
        {m.occasions_staff_sent_title()}
      </h2>
      <p className="mt-1 text-sm text-cocoa-soft">
        {desk.lastSentAt
          ? m.occasions_staff_last({ when: formatDate(desk.lastSentAt, 'date-time') })
          : m.occasions_staff_never()}
      </p>
      {desk.sentPerDay.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-cocoa-soft">
            <tr>
              <th scope="col" className="py-1.5 font-semibold">
                {m.occasions_staff_day()}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                {m.occasions_staff_emails()}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                {m.occasions_staff_texts()}
              </th>
            </tr>
          </thead>
          <tbody>
            {desk.sentPerDay.map((d) => (
              <tr key={d.day} className="border-t border-line">
                <td className="py-1.5">{formatDate(d.day, 'day')}</td>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(d.email)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(d.sms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
