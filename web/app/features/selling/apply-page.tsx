import type { TSellerApplication, TSellerApplicationBody } from '@upahar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { CircleCheck } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { ApplySteps, type FormOptions } from './apply-steps';
import { fetchFormOptions, fetchMyBusinesses, sendApplication } from './selling-api';

/** What the application form needs: its choices and the person's open application, if any. */
export type ApplyData = { options: FormOptions; open: TSellerApplication | null };

/** For the routes' clientLoader: the form's choices and the person's open application. */
export async function loadApplyForm(signal: AbortSignal): Promise<ApplyData> {
  const [options, mine] = await Promise.all([fetchFormOptions(signal), fetchMyBusinesses(signal)]);
  const open = mine.applications.find((a) => a.status === 'submitted' || a.status === 'needs_changes');
  return { options, open: open ?? null };
}

/** What the application form's place shows while its first load runs. */
export function ApplyLoading() {
  return <LoadingLine className="justify-center py-10">Loading the application form…</LoadingLine>;
}

/**
 * Applying to sell (/be-a-seller and /profile/add-business): a new application, or the open one
 * when the admins sent it back for changes. A person with an application under review is told so.
 */
export function ApplyPage({ options, open }: ApplyData) {
  const [sent, setSent] = useState<string | null>(null);

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-4 font-display text-2xl font-semibold text-cocoa">Application sent</h1>
        <p className="mt-2 text-cocoa-soft">{sent}</p>
        <p className="mt-1 text-cocoa-soft">
          We have e-mailed you a copy and will write again when we decide.
        </p>
        <Link to="/profile/businesses" className={buttonClass('primary', 'mt-6')}>
          Follow it on Your businesses
        </Link>
      </div>
    );
  }

  if (open?.status === 'submitted') {
    return (
      <div className="text-center">
        <h1 className={ui.heading}>Your application is with us</h1>
        <p className={ui.lead}>
          We are reviewing {open.businessName}. You can apply for another business once we have decided.
        </p>
        <Link to="/profile/businesses" className={buttonClass('primary', 'mt-6')}>
          See its status
        </Link>
      </div>
    );
  }
  const editing = open?.status === 'needs_changes' ? open : null;
  const send = async (body: TSellerApplicationBody) => {
    const res = await sendApplication(body, editing?.id ?? null);
    setSent(res.message ?? 'Thank you! Your application is with our team.');
  };
  return (
    <div>
      <h1 className={ui.heading}>{editing ? `Update ${editing.businessName}` : 'Sell on Upahar'}</h1>
      {editing ? (
        <div className="mt-3">
          <FormAlert tone="info">Our team asked: {editing.adminNote}</FormAlert>
        </div>
      ) : (
        <p className={ui.lead}>
          Tell us about your business. It takes about five minutes; have your PAN/VAT certificate ready.{' '}
          <Link to="/sell-at-ug" className={ui.link}>
            Fees and payouts
          </Link>
        </p>
      )}
      <div className="mt-6">
        <ApplySteps options={options} editing={editing} send={send} />
      </div>
    </div>
  );
}
