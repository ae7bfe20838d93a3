import type { TNamedLink } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { categoryIcon, categoryTint } from '~/components/layout/category-icon';
import { SectionHeading } from './section-heading';

// A file of its own: the home page draws it at the top, while the other home sections load with
// the code of the shelves below.
export const SECTION = 'py-6 sm:py-8';

/** Round pictures of the top-level categories. */
export function CategoryStrip({ categories }: { categories: TNamedLink[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className={SECTION}>
      <SectionHeading id="home-categories" title={m.catalog_shop_by_category()} seeAll="/categories" />
      <ul className="-mx-4 mt-5 flex gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:px-0 lg:grid-cols-8">
        {categories.map((c, i) => {
          const Icon = categoryIcon(c.slug);
          return (
            <li key={c.slug} className="w-22 shrink-0 sm:w-auto">
              <Link
                to={`/category/${encodeURIComponent(c.slug)}`}
                className="group flex flex-col items-center gap-2 text-center"
              >
                <span
                  className={`grid size-20 place-items-center overflow-hidden rounded-full ${categoryTint(i)} shadow-soft transition group-hover:-translate-y-0.5 group-hover:shadow-lifted sm:size-24`}
                >
                  {c.image ? (
                    <img
                      src={c.image}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Icon aria-hidden="true" className="size-9 text-berry" strokeWidth={1.6} />
                  )}
                </span>
                <span className="text-sm font-medium group-hover:text-berry-dark">{c.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
