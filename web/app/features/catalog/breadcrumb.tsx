import { Link } from 'react-router';
import { ChevronRight } from '~/components/icon';

export type Crumb = { to: string; label: string };

/** Where this page sits: Home › Categories › Cakes. The current page is the heading below. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="pt-5 text-sm text-cocoa-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ to: '/', label: 'Home' }, ...items].map((c, i) => (
          <li key={c.to} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5" />}
            <Link to={c.to} className="hover:text-berry hover:underline">
              {c.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
