import type { TMyCv } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass, FormAlert } from '~/components/form';
import { FileText, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { removeCv } from './careers-api';
import { sizeText } from './cv-upload';
import { InlineConfirm } from './inline-confirm';

/** "Uploaded 14 May 2026 · 42 KB · sent with 2 applications" */
const factsOf = (cv: TMyCv) =>
  [
    m.careers_uploaded({ date: formatDate(cv.uploadedAt, 'day') }),
    sizeText(cv.size),
    cv.applicationCount > 0 && m.careers_sent_with({ count: formatNumber(cv.applicationCount) }),
  ]
    .filter(Boolean)
    .join(' · ');

/** The CVs the person sent with applications: kept to send again, each removable. */
export function SavedCvs({ cvs }: { cvs: TMyCv[] }) {
  if (cvs.length === 0) return null;
  return (
    <section id="your-cvs" aria-labelledby="your-cvs-heading" className="mt-10 scroll-mt-24">
      <h2 id="your-cvs-heading" className="font-display text-2xl font-semibold text-cocoa">
        {m.careers_your_cvs()}
      </h2>
      <p className="mt-1 text-cocoa-soft">{m.careers_cvs_lead()}</p>
      <ul className="mt-4 space-y-3">
        {cvs.map((cv) => (
          <SavedCv key={cv.id} cv={cv} />
        ))}
      </ul>
    </section>
  );
}

function SavedCv({ cv }: { cv: TMyCv }) {
  // The page loads again after a removal, so the list is what the server holds.
  const { revalidate } = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      const res = await removeCv(cv.id);
      if (res.message) toast.success(res.message);
      await revalidate();
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-soft" data-testid="saved-cv">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry" />
          <div className="min-w-0">
            <p className="font-medium text-cocoa [overflow-wrap:anywhere]">{cv.name}</p>
            <p className="text-sm text-cocoa-soft">{factsOf(cv)}</p>
          </div>
        </div>
        {!asking && (
          <button
            type="button"
            className={buttonClass('danger', 'self-start sm:self-auto', 'sm')}
            onClick={() => setAsking(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.careers_remove()}
            <span className="sr-only"> {cv.name}</span>
          </button>
        )}
      </div>
      {problem && (
        <div className="mt-3">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      {asking && (
        <InlineConfirm
          className="mt-3"
          question={m.careers_remove_question({ name: cv.name })}
          yes={m.careers_yes_remove()}
          busyLabel={m.careers_removing()}
          busy={busy}
          onYes={() => void remove()}
          onKeep={() => setAsking(false)}
        />
      )}
    </li>
  );
}
