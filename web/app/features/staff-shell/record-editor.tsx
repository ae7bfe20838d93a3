import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type AlertState, type FieldErrors, serverFieldErrors, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { ApiError, errorMessage } from '~/lib/api';
import { mineOrNull } from '~/lib/route-data';

// What the editors of one record (a product, a blog post) share: the page with its way back to
// the list, its loading frame, and the save of a draft that starts from what the route loaded.

type Back = { to: string; label: string };

/**
 * An editor route's clientLoader: what its form needs (`needs`: choices, categories) and, at an
 * existing record's address, the record; `missing` when the API has no such record for this
 * person, so the page says so in its own words.
 */
export async function loadRecordEditor<N, R>(
  id: string | undefined,
  signal: AbortSignal,
  needs: (signal: AbortSignal) => Promise<N>,
  record: (id: string, signal: AbortSignal) => Promise<R>,
) {
  const [needed, found] = await Promise.all([needs(signal), id ? mineOrNull(record(id, signal)) : null]);
  return { needs: needed, record: found, missing: id !== undefined && found === null };
}

/** An editor's page: the link back to its list over the editor. */
export function RecordEditorFrame({ back, children }: { back: Back; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={back.to} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {children}
    </div>
  );
}

/** An editor route's HydrateFallback: the way back, a title's and a form's grey shapes. */
export function RecordEditorLoading({ back, label, tall }: { back: Back; label: string; tall?: boolean }) {
  return (
    <RecordEditorFrame back={back}>
      <div role="status" className="mt-6 space-y-6">
        <span className="sr-only">{label}</span>
        <div className="h-9 w-2/3 animate-pulse rounded-full bg-cream-deep" />
        <div
          className={`${tall ? 'h-96' : 'h-72'} animate-pulse rounded-3xl border border-line bg-white shadow-soft`}
        />
      </div>
    </RecordEditorFrame>
  );
}

type Answer<T> = { data: T; message?: string | null };

/**
 * The draft of a new or existing record and its save. Creating one moves to its own address with
 * the server's message; saving one shows the record as saved. A refused save keeps what was
 * typed, with the server's reasons beside the fields.
 */
export function useRecordEditor<R extends { id: string }, F, B>(o: {
  initial: R | null;
  formOf: (record: R) => F;
  blank: () => F;
  create: (body: B) => Promise<Answer<{ id: string }>>;
  save: (id: string, body: B) => Promise<Answer<R>>;
  /** The address of a record once created, and the words it opens with. */
  created: (answer: Answer<{ id: string }>) => { to: string; message: string };
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [record, setRecord] = useState(o.initial);
  const [form, setForm] = useState<F>(() => (o.initial ? o.formOf(o.initial) : o.blank()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = (location.state as { message?: string } | null)?.message;
  const [alert, setAlert] = useState<AlertState>(flash ? { tone: 'success', text: flash } : null);
  const [busy, setBusy] = useState(false);

  const persist = async (body: B) => {
    setBusy(true);
    setAlert(null);
    try {
      if (!record) {
        const { to, message } = o.created(await o.create(body));
        navigate(to, { replace: true, state: { message } });
        return;
      }
      const res = await o.save(record.id, body);
      setRecord(res.data);
      setForm(o.formOf(res.data));
      setErrors({});
      setAlert({ tone: 'success', text: res.message ?? m.dashboard_saved_dot() });
    } catch (err) {
      setErrors(err instanceof ApiError ? serverFieldErrors(err.errors) : {});
      setAlert({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return { record, setRecord, form, setForm, errors, setErrors, alert, setAlert, busy, setBusy, persist };
}
