import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One numbered part of a checkout step: a white card with a heading (and an optional "Change"). */
export function StepSection({
  id,
  n,
  title,
  change,
  children,
}: {
  id: string;
  n?: number;
  title: string;
  /** A link back to where this part is edited. */
  change?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2.5 font-display text-xl font-semibold">
          {n !== undefined && (
            <span
              aria-hidden="true"
              className="grid size-7 place-items-center rounded-full bg-berry-soft font-sans text-sm font-bold text-berry-dark"
            >
              {n}
            </span>
          )}
          {title}
        </h2>
        {change && (
          <Link
            to={change.to}
            className="text-sm font-semibold text-berry underline-offset-4 hover:underline"
          >
            {change.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
