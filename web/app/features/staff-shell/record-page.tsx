import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';

type Back = { back: string; backLabel: string };

function RecordFrame({ back, backLabel, children }: Back & { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={back} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {children}
    </div>
  );
}

/**
 * The frame of a staff page about one record (an application, a quiz, an influencer): the way
 * back to the list, and the record its route loaded, or that it was not found.
 */
export function StaffRecordPage<T>(
  p: Back & { missing: string; record: T | null; children: (data: T) => ReactNode },
) {
  return (
    <RecordFrame back={p.back} backLabel={p.backLabel}>
      {p.record === null ? (
        <div className="mt-6">
          <FormAlert tone="error">{p.missing}</FormAlert>
        </div>
      ) : (
        p.children(p.record)
      )}
    </RecordFrame>
  );
}

/** A record page's HydrateFallback: the way back and the loading line, until the record arrives. */
export function StaffRecordLoading(p: Back & { label: string }) {
  return (
    <RecordFrame back={p.back} backLabel={p.backLabel}>
      <p role="status" className="mt-6 text-cocoa-soft">
        {p.label}
      </p>
    </RecordFrame>
  );
}

/** One fact about a record: its label beside it (above it on a phone). `long` keeps line breaks. */
export function Fact({ label, long, children }: { label: string; long?: boolean; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-sm text-cocoa-soft sm:pt-0.5">{label}</dt>
      <dd className={`break-words text-cocoa ${long ? 'whitespace-pre-line' : ''}`}>{children}</dd>
    </div>
  );
}

/** A record's facts as label and value rows; `children` adds rows of its own (`Fact`). */
export function RecordFacts(o: { rows: [string, ReactNode][]; narrow?: boolean; children?: ReactNode }) {
  return (
    <dl
      className={`grid gap-x-6 gap-y-3 ${o.narrow ? 'sm:grid-cols-[9rem_1fr]' : 'sm:grid-cols-[10rem_1fr]'}`}
    >
      {o.rows.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
      {o.children}
    </dl>
  );
}
