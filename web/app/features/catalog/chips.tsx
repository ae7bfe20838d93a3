import type { TNamedLink } from '@upahar/contract';
import { Link } from 'react-router';

/** A scrollable row of links (sub-categories, occasions) with small round pictures. */
export function LinkChips({ items, base, label }: { items: TNamedLink[]; base: string; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {items.map((c) => (
          <li key={c.slug} className="shrink-0">
            <Link
              to={`${base}/${encodeURIComponent(c.slug)}`}
              className="flex items-center gap-2 rounded-full border border-line bg-white py-1 pr-4 pl-1 text-sm font-medium hover:border-berry hover:text-berry-dark"
            >
              {c.image ? (
                <img
                  src={c.image}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 rounded-full bg-cream object-cover"
                />
              ) : (
                <span className="size-8 rounded-full bg-berry-soft" />
              )}
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
