import type { TProfile } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { ui } from '~/components/form/styles';
import { BadgeCheck, CircleAlert } from '~/components/icon';
import { genderLabel, initials } from './profile-format';
import { ResendConfirmation } from './resend-confirmation';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-cocoa-soft">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-cocoa">{children}</dd>
    </div>
  );
}

const NotAdded = () => <span className="text-cocoa-soft italic">{m.account_not_added()}</span>;

/** Avatar, name, @username and membership: the top of the profile page. */
export function ProfileHeading({ profile, actions }: { profile: TProfile; actions?: ReactNode }) {
  const since = formatDate(profile.createdAt, 'month-year');
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-berry-soft text-xl font-semibold text-berry-dark sm:size-20 sm:text-2xl"
      >
        {initials(profile.name)}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className={`${ui.heading} wrap-anywhere`}>{profile.name}</h1>
        <p className="mt-1 text-cocoa-soft">@{profile.username}</p>
        {since && <p className="mt-1 text-sm text-cocoa-soft">{m.account_member_since({ since })}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

export function ProfileFacts({ profile }: { profile: TProfile }) {
  return (
    <dl className="divide-y divide-line">
      <Row label={m.account_email()}>
        {profile.email ? (
          <>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="wrap-anywhere">{profile.email}</span>
              {profile.emailVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" /> {m.account_verified()}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-deep px-2.5 py-0.5 text-xs font-semibold text-cocoa">
                  <CircleAlert aria-hidden="true" className="size-3.5" /> {m.account_not_verified()}
                </span>
              )}
            </span>
            {!profile.emailVerified && (
              <div className="mt-3 max-w-sm">
                <ResendConfirmation
                  email={profile.email}
                  label={m.account_send_verification_link()}
                  size="sm"
                />
              </div>
            )}
          </>
        ) : (
          // An account made with a phone number has no e-mail address.
          <NotAdded />
        )}
      </Row>
      <Row label={m.account_phone()}>{profile.phone || <NotAdded />}</Row>
      <Row label={m.account_gender()}>{genderLabel(profile.gender) || <NotAdded />}</Row>
      <Row label={m.account_date_of_birth()}>
        {(profile.dateOfBirth && formatDate(profile.dateOfBirth.slice(0, 10), 'date-long')) || <NotAdded />}
      </Row>
      <Row label={m.account_address()}>
        {profile.address ? <span className="whitespace-pre-line">{profile.address}</span> : <NotAdded />}
      </Row>
      <Row label={m.account_about_you()}>
        {profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : <NotAdded />}
      </Row>
    </dl>
  );
}

/** The profile's shape while it loads (skeletons, not spinners, for content). */
export function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="flex items-center gap-5">
        <div className="size-16 rounded-full bg-line sm:size-20" />
        <div className="flex-1 space-y-3">
          <div className="h-7 w-48 max-w-full rounded-lg bg-line" />
          <div className="h-4 w-28 rounded bg-line" />
        </div>
      </div>
      <div className="mt-8 space-y-6">
        {[40, 28, 20, 32, 44].map((w) => (
          <div key={w} className="grid gap-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <div className="h-4 w-24 rounded bg-line" />
            <div className="h-4 rounded bg-cream-deep" style={{ width: `${w * 2}%`, maxWidth: '100%' }} />
          </div>
        ))}
      </div>
    </div>
  );
}
