import {
  formatDate,
  JOB_APPLICATION_STATUS_LABEL,
  type TStaffJobApplication,
  ZJobApplicationMoveBody,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import {
  buttonClass,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  ui,
  useForm,
} from '~/components/form';
import { Download, FileText } from '~/components/icon';
import { toast } from '~/components/toast';
import { JobStatusBadge, VacancyText } from '~/features/careers';
import { RecordFacts, StaffRecordLoading, StaffRecordPage } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { foundOrNull } from '~/lib/route-data';
import { downloadCv, fetchJobApplication, moveApplication } from './careers-api';

const MOVES = (['received', 'shortlisted', 'interview', 'offered', 'rejected'] as const).map((s) => ({
  value: s,
  label: JOB_APPLICATION_STATUS_LABEL[s],
}));

/** The application, or null when there is none: what its route's clientLoader gives. */
export const loadJobApplication = (id: string, signal: AbortSignal) =>
  foundOrNull(fetchJobApplication(id, signal));

const BACK = { back: '/dashboard/job-applications', backLabel: m.careers_staff_all_applications() };

/** The job application page's HydrateFallback. */
export const JobApplicationLoading = () => (
  <StaffRecordLoading {...BACK} label={m.careers_staff_loading_application()} />
);

/** /dashboard/job-applications/:id: the application, its CV and moving it to another state. */
export function DashboardJobApplicationPage({ application }: { application: TStaffJobApplication | null }) {
  return (
    <StaffRecordPage {...BACK} missing={m.careers_staff_application_missing()} record={application}>
      {(a) => <Details app={a} />}
    </StaffRecordPage>
  );
}

function Details({ app }: { app: TStaffJobApplication }) {
  const [downloading, setDownloading] = useState(false);
  const rows: [string, ReactNode][] = [
    [
      m.careers_staff_vacancy(),
      <Link key="vacancy" to={`/dashboard/vacancies/${app.vacancy.id}`} className={ui.link}>
        {app.vacancy.title}
      </Link>,
    ],
    [m.careers_staff_email(), app.email],
    [m.careers_staff_phone(), app.phone],
    [m.careers_staff_applied(), formatDate(app.createdAt, 'day')],
    [m.careers_staff_last_change(), formatDate(app.updatedAt, 'day')],
  ];
  async function download() {
    setDownloading(true);
    try {
      await downloadCv(app);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className={ui.heading}>{app.name}</h1>
        <JobStatusBadge status={app.status} />
      </header>
      <section className={`${ui.card} mt-6`} aria-label={m.careers_staff_details()}>
        <RecordFacts rows={rows} narrow />
        <div className="mt-5 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-cream/50 px-4 py-3">
          <FileText aria-hidden="true" className="size-5 text-berry" />
          <span className="min-w-0 flex-1 truncate text-cocoa">{app.cv.name}</span>
          <button
            type="button"
            className={buttonClass('secondary', '', 'sm')}
            disabled={downloading}
            onClick={() => void download()}
          >
            <Download aria-hidden="true" className="size-4" />
            {downloading ? m.careers_staff_downloading() : m.careers_staff_download_cv()}
          </button>
        </div>
        <h2 className="mt-6 font-display text-lg font-semibold text-cocoa">
          {m.careers_staff_cover_letter()}
        </h2>
        <div className="mt-2">
          <VacancyText text={app.coverLetter} />
        </div>
      </section>
      {app.staffNote && (
        <div className="mt-4">
          <FormAlert tone="info">{m.careers_staff_team_note_line({ note: app.staffNote })}</FormAlert>
        </div>
      )}
      {app.status === 'withdrawn' ? (
        <p className="mt-6 text-cocoa-soft">{m.careers_staff_withdrawn()}</p>
      ) : (
        <MoveForm app={app} />
      )}
    </>
  );
}

function MoveForm({ app }: { app: TStaffJobApplication }) {
  const { revalidate } = useRevalidator();
  const form = useForm({
    status: app.status === 'received' ? 'shortlisted' : app.status,
    note: app.staffNote ?? '',
  });
  return (
    <form
      noValidate
      aria-labelledby="move-title"
      className={`${ui.card} mt-6 space-y-4`}
      onSubmit={form.submit(
        ZJobApplicationMoveBody,
        (v) => v,
        async (body) => {
          const res = await moveApplication(app.id, { status: body.status, note: body.note ?? undefined });
          toast.success(res.message ?? m.careers_staff_saved());
          await revalidate();
        },
      )}
    >
      <h2 id="move-title" className="font-display text-xl font-semibold text-cocoa">
        {m.careers_staff_move()}
      </h2>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <SelectField label={m.careers_staff_new_status()} options={MOVES} {...form.field('status')} />
      <TextAreaField
        label={m.careers_staff_team_note()}
        hint={m.careers_staff_team_note_hint()}
        optional
        maxLength={1000}
        showCount
        {...form.field('note')}
      />
      <SubmitButton busy={form.busy} busyLabel={m.careers_staff_saving()}>
        {m.careers_staff_save_email()}
      </SubmitButton>
    </form>
  );
}
