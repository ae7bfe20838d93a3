import { formatDate, type TCareerCv, type TJobApplication, ZJobApplyBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  buttonClass,
  ContactFields,
  FormAlert,
  SubmitButton,
  TextAreaField,
  ui,
  useForm,
} from '~/components/form';
import { CircleCheck } from '~/components/icon';
import { loginUrlFor, useSession } from '~/features/session';
import type { CareerPersonal } from './career-personal';
import { sendApplication } from './careers-api';
import { CvPicker } from './cv-picker';
import { JobStatusBadge } from './status-badge';

/** The application form of one open vacancy; visitors are asked to sign in first. */
export function ApplyForm({
  vacancyId,
  title,
  personal,
}: {
  vacancyId: number;
  title: string;
  personal: CareerPersonal | null | undefined;
}) {
  const { status } = useSession();
  if (status === 'checking')
    return (
      <p role="status" className="text-cocoa-soft">
        Loading Please Wait
      </p>
    );
  if (status !== 'loggedIn')
    return (
      <div className="text-center sm:text-left">
        <p className="text-cocoa">{m.careers_sign_in_lead()}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
          <Link to={loginUrlFor(`/career/${vacancyId}`)} className={buttonClass('primary')}>
            {m.careers_sign_in_to_apply()}
          </Link>
          <Link
            to={`/register?referrer=${encodeURIComponent(`/career/${vacancyId}`)}`}
            className={buttonClass('secondary')}
          >
            {m.careers_create_account()}
          </Link>
        </div>
      </div>
    );
  return <SignedInForm vacancyId={vacancyId} title={title} personal={personal ?? null} />;
}

const NO_CVS: [] = [];

function SignedInForm({
  vacancyId,
  title,
  personal,
}: {
  vacancyId: number;
  title: string;
  personal: CareerPersonal | null;
}) {
  const { user } = useSession();
  const form = useForm({
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    coverLetter: '',
    cvId: '',
  });
  const [cv, setCv] = useState<TCareerCv | null>(null);
  const [sent, setSent] = useState<TJobApplication | null>(null);

  // The person's earlier application for this vacancy, once known; one per vacancy is allowed.
  const earlier = personal?.earlier ?? null;

  if (earlier && !sent)
    return (
      <div className="space-y-3">
        <p className="flex flex-wrap items-center gap-2 text-cocoa">
          {m.careers_applied_on({ date: formatDate(earlier.createdAt, 'day') })}{' '}
          <JobStatusBadge status={earlier.status} />
        </p>
        <p className="text-sm text-cocoa-soft">{m.careers_one_per_vacancy()}</p>
        <Link to="/profile/applications" className={buttonClass('secondary', '', 'sm')}>
          {m.careers_your_applications()}
        </Link>
      </div>
    );

  if (sent)
    return (
      <div role="status" className="flex flex-col items-center py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 font-display text-xl font-semibold text-cocoa">{m.careers_application_sent()}</p>
        <p className="mt-2 max-w-md text-cocoa-soft">{m.careers_thanks({ title })}</p>
        <Link to="/profile/applications" className={buttonClass('primary', 'mt-5')}>
          {m.careers_follow_applications()}
        </Link>
      </div>
    );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit(
        ZJobApplyBody,
        (v) => ({ ...v, vacancyId }),
        async (body) => {
          const res = await sendApplication(body);
          setSent(res.data);
        },
      )}
    >
      {form.alert && (
        <FormAlert tone={form.alert.tone}>
          {form.alert.text}
          {form.alert.status === 409 && /already applied/.test(form.alert.text) && (
            <p>
              <Link to="/profile/applications" className={ui.link}>
                {m.careers_your_applications()}
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <ContactFields
        name={form.field('name')}
        email={form.field('email')}
        phone={form.field('phone')}
        nameLabel={m.careers_full_name()}
      />
      <TextAreaField
        label={m.careers_cover_letter()}
        hint={m.careers_cover_hint()}
        maxLength={5000}
        showCount
        {...form.field('coverLetter')}
      />
      <CvPicker
        saved={personal?.cvs ?? NO_CVS}
        cv={cv}
        onChange={(next) => {
          setCv(next);
          form.setValue('cvId', next?.id ?? '');
        }}
        error={form.errors.cvId}
      />
      <SubmitButton busy={form.busy} busyLabel={m.careers_sending()} className="w-full sm:w-auto">
        {m.careers_send_application()}
      </SubmitButton>
    </form>
  );
}
