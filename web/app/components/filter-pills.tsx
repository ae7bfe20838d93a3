import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export type FilterPill = { label: string; href: string; active: boolean };

/**
 * A row of filters as links (each one loads a different list, so links with aria-current rather
 * than tabs); the row scrolls sideways at 390 px instead of wrapping into a tall block, with the
 * chosen filter brought into view.
 */
export function FilterPills({ label, pills }: { label: string; pills: FilterPill[] }) {
  const navRef = useRef<HTMLElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);
  // The chosen filter, and the labels that push it along as their counts arrive.
  const shape = pills.map((p) => `${p.active ? '*' : ''}${p.label}`).join('|');
  // Only the row scrolls: the page stays where the reader is, even when the row is out of view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the row's shape changes
  useEffect(() => {
    const nav = navRef.current;
    const pill = activeRef.current;
    if (!nav || !pill) return;
    const row = nav.getBoundingClientRect();
    const box = pill.getBoundingClientRect();
    if (box.right > row.right) nav.scrollLeft += box.right - row.right + 16;
    else if (box.left < row.left) nav.scrollLeft -= row.left - box.left + 16;
  }, [shape]);
  return (
    <nav ref={navRef} aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {pills.map((p) => (
          <li key={p.label}>
            <Link
              to={p.href}
              ref={p.active ? activeRef : undefined}
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
