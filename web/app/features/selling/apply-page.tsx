import type { TSellerApplication, TSellerApplicationBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
  return <LoadingLine className="justify-center py-10">{m.selling_loading_form()}</LoadingLine>;
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
        <h1 className="mt-4 font-display text-2xl font-semibold text-cocoa">
          {m.selling_application_sent()}
        </h1>
        <p className="mt-2 text-cocoa-soft">{sent}</p>
        <p className="mt-1 text-cocoa-soft">{m.selling_emailed_copy()}</p>
        <Link to="/profile/businesses" className={buttonClass('primary', 'mt-6')}>
          {m.selling_follow_on_businesses()}
        </Link>
      </div>
    );
  }

  if (open?.status === 'submitted') {
    return (
      <div className="text-center">
        <h1 className={ui.heading}>{m.selling_application_with_us()}</h1>
        <p className={ui.lead}>{m.selling_reviewing({ name: open.businessName })}</p>
        <Link to="/profile/businesses" className={buttonClass('primary', 'mt-6')}>
          {m.selling_see_status()}
        </Link>
      </div>
    );
  }
  const editing = open?.status === 'needs_changes' ? open : null;
  const send = async (body: TSellerApplicationBody) => {
    const res = await sendApplication(body, editing?.id ?? null);
    setSent(res.message ?? m.selling_thanks_application());
  };
  return (
    <div>
      <h1 className={ui.heading}>
        {editing ? m.selling_update_named({ name: editing.businessName }) : m.selling_sell_on_upahar()}
      </h1>
      {editing ? (
        <div className="mt-3">
          <FormAlert tone="info">{m.selling_team_asked({ note: editing.adminNote ?? '' })}</FormAlert>
        </div>
      ) : (
        <p className={ui.lead}>
          {m.selling_apply_lead()}{' '}
          <Link to="/sell-at-ug" className={ui.link}>
            {m.selling_fees_and_payouts()}
          </Link>
        </p>
      )}
      <div className="mt-6">
        <ApplySteps options={options} editing={editing} send={send} />
      </div>
    </div>
  );
}
