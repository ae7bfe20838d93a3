import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ChevronRight } from '~/components/icon';

export type Crumb = { to: string; label: string };

/**
 * Where this page sits: Home › Categories › Cakes › Birthday Cakes. The last crumb is the page
 * itself (not a link), marked as the current one for screen readers.
 */
export function Breadcrumb({ items, current }: { items: Crumb[]; current?: string }) {
  return (
    <nav aria-label={m.catalog_breadcrumb()} className="pt-5 text-sm text-cocoa-soft">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ to: '/', label: m.catalog_home() }, ...items].map((c, i) => (
          <li key={c.to} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5" />}
            <Link to={c.to} className="hover:text-berry hover:underline">
              {c.label}
            </Link>
          </li>
        ))}
        {current && (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            <span aria-current="page" className="truncate font-medium text-cocoa">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
