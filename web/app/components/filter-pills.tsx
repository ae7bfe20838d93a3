import { Link } from 'react-router';

export type FilterPill = { label: string; href: string; active: boolean };

/**
 * A row of filters as links (each one loads a different list, so links with aria-current rather
 * than tabs); the row scrolls sideways at 390 px instead of wrapping into a tall block.
 */
export function FilterPills({ label, pills }: { label: string; pills: FilterPill[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {pills.map((p) => (
          <li key={p.label}>
            <Link
              to={p.href}
              aria-current={p.active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry ${
                p.active
                  ? 'bg-cocoa text-cream'
                  : 'border border-line bg-white text-cocoa hover:text-berry-dark'
              }`}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
