import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { AlertTriangle } from '~/components/icon';

/**
 * A public page (or its list) that could not be shown, said in a card: what failed, the server's
 * words when there are some, and one way on ("Try again" reloads the page from the server, "See
 * all …" leads back to the list).
 */
export function ProblemCard({
  title,
  detail,
  action,
  as: Heading = 'h2',
  className = 'mt-8',
}: {
  title: ReactNode;
  detail: ReactNode | null;
  action: { to: string; label: string; reloadDocument?: boolean };
  as?: 'h1' | 'h2';
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft ${className}`}
    >
      <span className="grid size-16 place-items-center rounded-full bg-danger-soft text-danger">
        <AlertTriangle aria-hidden="true" className="size-8" />
      </span>
      <Heading className="mt-4 font-display text-2xl font-semibold">{title}</Heading>
      {detail && <p className="mt-2 text-cocoa-soft">{detail}</p>}
      <Link to={action.to} reloadDocument={action.reloadDocument} className={buttonClass('primary', 'mt-6')}>
        {action.label}
      </Link>
    </div>
  );
}
