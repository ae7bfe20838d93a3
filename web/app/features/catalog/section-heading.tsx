import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/icon';

/** A shelf's title, its line under it and its "See all" link. */
export function SectionHeading({
  id,
  title,
  subtitle,
  seeAll,
}: {
  id: string;
  title: string;
  subtitle?: string;
  seeAll?: string;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-display text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-cocoa-soft">{subtitle}</p>}
      </div>
      {seeAll && (
        <Link
          to={seeAll}
          className="flex shrink-0 items-center gap-1 font-medium text-berry hover:text-berry-dark hover:underline"
        >
          {m.catalog_see_all()} <span className="sr-only">{title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
