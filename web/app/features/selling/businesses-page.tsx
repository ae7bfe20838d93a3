import type { TMyBusinesses, TSellerApplication } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Store } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { useFreshUser } from '~/features/session';
import { DocumentLinks } from './document-links';
import { ApplicationStatusBadge } from './status-badge';

/** /profile/businesses: the stores a person owns and their applications to sell, with what to do next. */
export function BusinessesPage({ data }: { data: TMyBusinesses }) {
  return (
    <BusinessesFrame addLink={data.stores.length > 0 || data.applications.length > 0}>
      <Businesses data={data} />
    </BusinessesFrame>
  );
}

/** What the page shows while the businesses are on their way. */
export function BusinessesLoading() {
  return (
    <BusinessesFrame addLink={false}>
      <LoadingLine>{m.selling_loading_businesses()}</LoadingLine>
    </BusinessesFrame>
  );
}

function BusinessesFrame({ addLink, children }: { addLink: boolean; children: ReactNode }) {
  // An application approved since the page load made this person a seller: read the role again so
  // the header, the menu and the dashboard know it without a reload.
  useFreshUser();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.selling_your_businesses()}</h1>
          <p className={ui.lead}>{m.selling_businesses_lead()}</p>
        </div>
        {addLink && (
          <Link to="/profile/add-business" className={buttonClass('secondary', '', 'sm')}>
            {m.selling_add_business()}
          </Link>
        )}
      </header>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}

function Businesses({ data }: { data: TMyBusinesses }) {
  if (data.stores.length === 0 && data.applications.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
        <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
          <Store aria-hidden="true" className="size-9" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-semibold">{m.selling_no_businesses()}</h2>
        <p className="mt-2 max-w-sm text-cocoa-soft">{m.selling_no_businesses_text()}</p>
        <Link to="/be-a-seller" className={buttonClass('primary', 'mt-6')}>
          {m.selling_become_seller()}
        </Link>
      </div>
    );
  }
  const fromApplications = new Set(data.applications.flatMap((a) => (a.store ? [a.store.id] : [])));
  const otherStores = data.stores.filter((s) => !fromApplications.has(s.id));
  return (
    <>
      {otherStores.map((s) => (
        <article key={s.id} className={ui.card}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-display text-xl font-semibold text-cocoa">{s.name}</h2>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                s.isActive ? 'bg-success-soft text-success' : 'bg-cream-deep text-cocoa'
              }`}
            >
              {s.isActive ? m.selling_open() : m.selling_closed()}
            </span>
          </div>
          <p className="mt-1 text-cocoa-soft">
            {/* A city that is its district's own name ("Lalitpur, Lalitpur") is said once. */}
            {s.city.trim().toLowerCase() === s.district.toLowerCase() ? s.city : `${s.city}, ${s.district}`}
          </p>
          <StoreLinks slug={s.slug} />
        </article>
      ))}
      {data.applications.map((a) => (
        <ApplicationCard key={a.id} app={a} />
      ))}
    </>
  );
}

function StoreLinks({ slug }: { slug: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Link to={`/store/${slug}`} className={buttonClass('secondary', '', 'sm')}>
        {m.selling_store_page()}
      </Link>
      <Link to="/dashboard/orders" className={buttonClass('primary', '', 'sm')}>
        {m.selling_seller_dashboard()}
      </Link>
    </div>
  );
}

function ApplicationCard({ app }: { app: TSellerApplication }) {
  return (
    <article className={ui.card} aria-labelledby={`app-${app.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`app-${app.id}`} className="font-display text-xl font-semibold text-cocoa">
          {app.businessName}
        </h2>
        <ApplicationStatusBadge status={app.status} />
      </div>
      <p className="mt-1 text-sm text-cocoa-soft">
        {m.selling_applied_line({ day: formatDate(app.createdAt, 'day'), district: app.district })}
        {app.updatedAt !== app.createdAt ? m.selling_updated({ day: formatDate(app.updatedAt, 'day') }) : ''}
      </p>
      {app.status === 'submitted' && <p className="mt-3 text-cocoa">{m.selling_reviewing_it()}</p>}
      {app.status === 'needs_changes' && (
        <>
          <div className="mt-3">
            <FormAlert tone="info">{m.selling_team_asked({ note: app.adminNote ?? '' })}</FormAlert>
          </div>
          <Link to="/profile/add-business" className={buttonClass('primary', 'mt-4', 'sm')}>
            {m.selling_edit_send_again()}
          </Link>
        </>
      )}
      {app.status === 'rejected' && (
        <div className="mt-3">
          <FormAlert tone="error">{m.selling_not_approved({ note: app.adminNote ?? '' })}</FormAlert>
        </div>
      )}
      {app.status === 'approved' && app.store && (
        <>
          <p className="mt-3 text-cocoa">
            {m.selling_approved_store()}
            <strong>{app.store.name}</strong>
            {m.selling_approved_store_end()}
          </p>
          <StoreLinks slug={app.store.slug} />
        </>
      )}
      {app.documents.length > 0 && <DocumentLinks documents={app.documents} />}
    </article>
  );
}
