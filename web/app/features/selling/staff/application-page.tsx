import type { TSellerApplication } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ApplicationStatusBadge, DocumentLinks } from '~/features/selling';
import { RecordFacts, StaffRecordLoading, StaffRecordPage } from '~/features/staff-shell';
import { foundOrNull } from '~/lib/route-data';
import { ApplicationDecision } from './application-decision';
import { fetchApplication } from './applications-api';

/** The application, or null when there is none: what its route's clientLoader gives. */
export const loadApplication = (id: string, signal: AbortSignal) => foundOrNull(fetchApplication(id, signal));

const BACK = { back: '/dashboard/applications', backLabel: 'All applications' };

/** The application page's HydrateFallback. */
export const ApplicationLoading = () => <StaffRecordLoading {...BACK} label="Loading the application…" />;

/** /dashboard/applications/:id: every field, the documents and the admin's three decisions. */
export function DashboardApplicationPage({ application }: { application: TSellerApplication | null }) {
  return (
    <StaffRecordPage {...BACK} missing="This application was not found." record={application}>
      {(a) => <Details app={a} />}
    </StaffRecordPage>
  );
}

function Details({ app }: { app: TSellerApplication }) {
  const rows: [string, string][] = [
    ['Applicant', `${app.applicant.name} (${app.applicant.email})`],
    ['PAN/VAT number', app.panNumber],
    ['Contact phone', app.phone],
    ['Address', `${app.address}, ${app.district}`],
    ['Delivers to', app.locations.map((l) => l.name).join(', ') || 'None'],
    ['Categories', app.categories.map((c) => c.name).join(', ') || 'None'],
    ['Applied', formatDate(app.createdAt, 'date-time')],
    ['Last change', formatDate(app.updatedAt, 'date-time')],
  ];
  return (
    <>
      <header className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className={ui.heading}>{app.businessName}</h1>
        <ApplicationStatusBadge status={app.status} />
      </header>
      <section className={`${ui.card} mt-6`} aria-label="Application details">
        <RecordFacts rows={rows} />
        {app.documents.length > 0 ? (
          <DocumentLinks documents={app.documents} />
        ) : (
          <p className="mt-4 text-cocoa-soft">No documents.</p>
        )}
      </section>
      {app.adminNote && (
        <div className="mt-4">
          <FormAlert tone={app.status === 'rejected' ? 'error' : 'info'}>
            {app.status === 'rejected' ? 'Reason given: ' : 'Changes asked: '}
            {app.adminNote}
          </FormAlert>
        </div>
      )}
      {app.status === 'approved' && app.store && (
        <div className="mt-4">
          <FormAlert tone="success">
            Approved. The store is open at{' '}
            <Link to={`/store/${app.store.slug}`} className={ui.link}>
              /store/{app.store.slug}
            </Link>
            .
          </FormAlert>
        </div>
      )}
      {app.status === 'submitted' && <ApplicationDecision app={app} />}
      {app.status === 'needs_changes' && (
        <p className="mt-4 text-cocoa-soft">Waiting for the applicant to change and send it again.</p>
      )}
    </>
  );
}
