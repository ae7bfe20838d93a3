import { formatDate, type TCareerCv, type TJobApplication, ZJobApplyBody } from '@upahar/contract';
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
        <p className="text-cocoa">
          Sign in to apply: we keep your application on your account so you can follow it.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 sm:justify-start">
          <Link to={loginUrlFor(`/career/${vacancyId}`)} className={buttonClass('primary')}>
            Sign in to apply
          </Link>
          <Link
            to={`/register?referrer=${encodeURIComponent(`/career/${vacancyId}`)}`}
            className={buttonClass('secondary')}
          >
            Create an account
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
          You applied on {formatDate(earlier.createdAt, 'day')}. <JobStatusBadge status={earlier.status} />
        </p>
        <p className="text-sm text-cocoa-soft">There is one application per vacancy for each person.</p>
        <Link to="/profile/applications" className={buttonClass('secondary', '', 'sm')}>
          Your applications
        </Link>
      </div>
    );

  if (sent)
    return (
      <div role="status" className="flex flex-col items-center py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-4 font-display text-xl font-semibold text-cocoa">Application sent</p>
        <p className="mt-2 max-w-md text-cocoa-soft">
          Thank you for applying for {title}. We e-mailed you a receipt and will write as it moves along.
        </p>
        <Link to="/profile/applications" className={buttonClass('primary', 'mt-5')}>
          Follow your applications
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
                Your applications
              </Link>
            </p>
          )}
        </FormAlert>
      )}
      <ContactFields
        name={form.field('name')}
        email={form.field('email')}
        phone={form.field('phone')}
        nameLabel="Full name"
      />
      <TextAreaField
        label="Cover letter"
        hint="Why this job, and what you bring to it (at least 30 characters)"
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
      <SubmitButton busy={form.busy} busyLabel="Sending…" className="w-full sm:w-auto">
        Send application
      </SubmitButton>
    </form>
  );
}
