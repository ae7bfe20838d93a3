import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';

// The frame the contest desk and the contest editor share: the way back, then the page, its
// loading line while the route's first answer is on its way, or the words for a contest not there.

type Frame = { width: 'max-w-3xl' | 'max-w-5xl'; back: { to: string; label: string } };

/** The contest of `/dashboard/contests/:id`: 0 for anything that is no contest's id. */
export const contestIdOf = (param: string) => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0);

export function ContestFrame({ width, back, children }: Frame & { children: ReactNode }) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-12`}>
      <Link to={back.to} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
      </Link>
      {children}
    </div>
  );
}

export function ContestLoading({ text, ...frame }: Frame & { text: string }) {
  return (
    <ContestFrame {...frame}>
      <p role="status" className="mt-6 text-cocoa-soft">
        {text}
      </p>
    </ContestFrame>
  );
}

export function ContestMissing(frame: Frame) {
  return (
    <ContestFrame {...frame}>
      <FormAlert tone="error" className="mt-6">
        {m.contests_staff_not_found()}
      </FormAlert>
    </ContestFrame>
  );
}
