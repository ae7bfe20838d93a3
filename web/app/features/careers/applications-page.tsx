import {
  DEPARTMENT_LABEL,
  formatDate,
  LOCATION_LABEL,
  type TJobApplication,
  type TMyCv,
  WITHDRAWABLE_STATUSES,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Briefcase, FileText } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { withdraw } from './careers-api';
import { InlineConfirm } from './inline-confirm';
import { SavedCvs } from './saved-cvs';
import { JobStatusBadge } from './status-badge';

const NEXT: Partial<Record<TJobApplication['status'], string>> = {
  received: m.careers_next_received(),
  shortlisted: m.careers_next_shortlisted(),
  interview: m.careers_next_interview(),
  offered: m.careers_next_offered(),
  rejected: m.careers_next_rejected(),
  withdrawn: m.careers_next_withdrawn(),
};

type Props = { applications: TJobApplication[]; cvs: TMyCv[] };

/** /profile/applications: the person's job applications, their states, and withdrawing. */
export function ApplicationsPage({ applications, cvs }: Props) {
  return (
    <ApplicationsFrame after={<SavedCvs cvs={cvs} />}>
      {applications.length === 0 && (
        <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Briefcase aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">{m.careers_no_applications()}</h2>
          <p className="mt-2 max-w-sm text-cocoa-soft">{m.careers_no_applications_lead()}</p>
          <Link to="/careers" className={buttonClass('primary', 'mt-6')}>
            {m.careers_see_open_vacancies()}
          </Link>
        </div>
      )}
      {applications.map((a) => (
        <ApplicationCard key={a.id} app={a} />
      ))}
    </ApplicationsFrame>
  );
}

/** What the page shows while the applications are on their way. */
export function ApplicationsLoading() {
  return (
    <ApplicationsFrame>
      <LoadingLine>{m.careers_loading_applications()}</LoadingLine>
    </ApplicationsFrame>
  );
}

function ApplicationsFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.careers_your_applications()}</h1>
          <p className={ui.lead}>{m.careers_applications_lead()}</p>
        </div>
        <Link to="/careers" className={buttonClass('secondary', '', 'sm')}>
          {m.careers_open_vacancies()}
        </Link>
      </header>
      <div className="mt-6 space-y-4">{children}</div>
      {after}
    </div>
  );
}

function ApplicationCard({ app }: { app: TJobApplication }) {
  // After a withdrawal the page loads again, so the card shows the state the server holds.
  const { revalidate } = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canWithdraw = (WITHDRAWABLE_STATUSES as readonly string[]).includes(app.status);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const res = await withdraw(app.id);
      if (res.message) toast.success(res.message);
      await revalidate();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <article className={ui.card} aria-labelledby={`job-${app.id}`} data-testid="job-application">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`job-${app.id}`} className="font-display text-xl font-semibold text-cocoa">
          <Link to={`/career/${app.vacancy.id}`} className="hover:text-berry-dark">
            {app.vacancy.title}
          </Link>
        </h2>
        <JobStatusBadge status={app.status} />
      </div>
      <p className="mt-1 text-sm text-cocoa-soft">
        {DEPARTMENT_LABEL[app.vacancy.department]} · {LOCATION_LABEL[app.vacancy.location]} ·{' '}
        {m.careers_applied_date({ date: formatDate(app.createdAt, 'day') })}
        {app.updatedAt !== app.createdAt
          ? m.careers_updated_date({ date: formatDate(app.updatedAt, 'day') })
          : ''}
      </p>
      <p className="mt-3 text-cocoa">{NEXT[app.status]}</p>
      <p className="mt-3 flex items-center gap-2 text-sm text-cocoa-soft">
        <FileText aria-hidden="true" className="size-4 text-berry" />
        {app.cv.name}
      </p>
      {problem && (
        <div className="mt-3">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      {canWithdraw && !asking && (
        <button type="button" className={buttonClass('danger', 'mt-4', 'sm')} onClick={() => setAsking(true)}>
          {m.careers_withdraw()}
        </button>
      )}
      {canWithdraw && asking && (
        <InlineConfirm
          className="mt-4"
          question={m.careers_withdraw_question({ title: app.vacancy.title })}
          yes={m.careers_yes_withdraw()}
          busyLabel={m.careers_withdrawing()}
          busy={busy}
          onYes={() => void confirm()}
          onKeep={() => setAsking(false)}
        />
      )}
    </article>
  );
}
