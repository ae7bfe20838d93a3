import type { TSellerApplication } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ApplicationStatusBadge, DocumentLinks } from '~/features/selling';
import { RecordFacts, StaffRecordLoading, StaffRecordPage } from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { ApplicationDecision } from './application-decision';
import { fetchApplication } from './applications-api';

/** The application, or null when there is none: what its route's clientLoader gives. */
export const loadApplication = (id: string, signal: AbortSignal) => foundOrNull(fetchApplication(id, signal));

const BACK = { back: '/dashboard/applications', backLabel: m.selling_all_applications() };

/** The application page's HydrateFallback. */
export const ApplicationLoading = () => (
  <StaffRecordLoading {...BACK} label={m.selling_loading_application()} />
);

/** /dashboard/applications/:id: every field, the documents and the admin's three decisions. */
export function DashboardApplicationPage({ application }: { application: TSellerApplication | null }) {
  return (
    <StaffRecordPage {...BACK} missing={m.selling_application_missing()} record={application}>
      {(a) => <Details app={a} />}
    </StaffRecordPage>
  );
}

function Details({ app }: { app: TSellerApplication }) {
  const rows: [string, string][] = [
    [m.selling_applicant(), `${app.applicant.name} (${app.applicant.email})`],
    [m.selling_pan_vat_number(), app.panNumber],
    [m.selling_contact_phone(), app.phone],
    [m.selling_address(), `${app.address}, ${app.district}`],
    [m.selling_delivers_to(), app.locations.map((l) => l.name).join(', ') || m.selling_none()],
    [m.selling_categories(), app.categories.map((c) => c.name).join(', ') || m.selling_none()],
    [m.selling_applied(), formatDate(app.createdAt, 'date-time')],
    [m.selling_last_change(), formatDate(app.updatedAt, 'date-time')],
  ];
  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className={ui.heading}>{app.businessName}</h1>
        <ApplicationStatusBadge status={app.status} />
      </header>
      <section className={`${ui.card} mt-6`} aria-label={m.selling_application_details()}>
        <RecordFacts rows={rows} />
        {app.documents.length > 0 ? (
          <DocumentLinks documents={app.documents} />
        ) : (
          <p className="mt-4 text-cocoa-soft">{m.selling_no_documents()}</p>
        )}
      </section>
      {app.adminNote && (
        <div className="mt-4">
          <FormAlert tone={app.status === 'rejected' ? 'error' : 'info'}>
            {app.status === 'rejected' ? m.selling_reason_given() : m.selling_changes_asked()}
            {app.adminNote}
          </FormAlert>
        </div>
      )}
      {app.status === 'approved' && app.store && (
        <div className="mt-4">
          <FormAlert tone="success">
            {m.selling_approved_open_at()}{' '}
            <Link to={`/store/${app.store.slug}`} className={ui.link}>
              /store/{app.store.slug}
            </Link>
            .
          </FormAlert>
        </div>
      )}
      {app.status === 'submitted' && <ApplicationDecision app={app} />}
      {app.status === 'needs_changes' && (
        <p className="mt-4 text-cocoa-soft">{m.selling_waiting_applicant()}</p>
      )}
    </>
  );
}
