import { isShopCategoryKind, localDigits, PRODUCT_NAME, type TCategoryNode } from '@upahar/contract';
import { getMainCategory, listCategories } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { ChevronRight } from '~/components/icon';
import { Breadcrumb, loadApi, PAGE, pageMeta, seoFor } from '~/features/catalog';
import type { Route } from './+types/categories';

// /categories/ (every top-level category with its children) and /categories/{slug} (one
// category from mcategory/{slug}: a top-level one with its children, or a sub-category under its
// parent). One module serves both routes.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seo = seoFor(request);
  if (params.slug) {
    const res = await loadApi(context, getMainCategory, { params: { slug: params.slug } });
    return { categories: [res.data], parent: res.data.parent, single: true, seo };
  }
  const res = await loadApi(context, listCategories);
  return { categories: res.data.categories, parent: null, single: false, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: m.catalog_category_not_found() }];
  const one = loaderData.single ? loaderData.categories[0] : null;
  return pageMeta({
    title: one
      ? one.children.length > 0
        ? m.catalog_all_kinds({ name: one.name })
        : one.name
      : m.catalog_all_categories(),
    description: one?.description ?? m.catalog_all_categories_description(),
    seo: loaderData.seo,
    image: one?.image,
  });
};

const count = (n: number) => m.catalog_product_count({ count: localDigits(String(n)) });

function CategoryBlock({ node, headingLevel }: { node: TCategoryNode; headingLevel: 'h1' | 'h2' | 'h3' }) {
  const H = headingLevel;
  const path = `/category/${encodeURIComponent(node.slug)}`;
  return (
    <section
      aria-labelledby={`cat-${node.slug}`}
      className="overflow-hidden rounded-3xl bg-white shadow-soft"
    >
      <Link to={path} className="group flex items-center gap-4 p-4 sm:p-5">
        {node.image ? (
          <img
            src={node.image}
            alt=""
            width={88}
            height={88}
            loading="lazy"
            className="size-16 shrink-0 rounded-2xl bg-cream object-cover sm:size-22"
          />
        ) : (
          <span className="size-16 shrink-0 rounded-2xl bg-berry-soft sm:size-22" />
        )}
        <div className="min-w-0 flex-1">
          <H
            id={`cat-${node.slug}`}
            className="font-display text-xl font-semibold group-hover:text-berry-dark sm:text-2xl"
          >
            {node.name}
          </H>
          <p className="text-sm text-cocoa-soft">{count(node.productCount)}</p>
          {node.description && (
            <p className="mt-1 line-clamp-2 text-sm text-cocoa-soft">{node.description}</p>
          )}
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-cocoa-soft group-hover:text-berry" />
      </Link>
      {node.children.length > 0 && (
        <ul className="grid grid-cols-2 sm:grid-cols-3">
          {node.children.map((c) => (
            <li
              key={c.slug}
              className="border-t border-r border-line even:border-r-0 sm:even:border-r sm:[&:nth-child(3n)]:border-r-0"
            >
              <Link
                to={`/category/${encodeURIComponent(c.slug)}`}
                className="flex h-full items-center gap-3 p-3 hover:bg-cream"
              >
                {c.image ? (
                  <img
                    src={c.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-10 shrink-0 rounded-xl bg-cream object-cover sm:size-12"
                  />
                ) : (
                  <span className="size-10 shrink-0 rounded-xl bg-berry-soft sm:size-12" />
                )}
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm leading-snug font-medium">{c.name}</span>
                  <span className="block text-xs text-cocoa-soft">{count(c.productCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, parent, single } = loaderData;
  const one = single ? categories[0] : undefined;
  if (one) {
    const trail: { to: string; label: string }[] = [{ to: '/categories', label: m.catalog_categories() }];
    if (parent) trail.push({ to: `/categories/${encodeURIComponent(parent.slug)}`, label: parent.name });
    return (
      <div className={`${PAGE} max-w-4xl pb-12`}>
        <Breadcrumb items={trail} current={one.name} />
        <div className="mt-4">
          <CategoryBlock node={one} headingLevel="h1" />
        </div>
        {/* A kind with no kinds of its own: the way on is its products, or its parent's other kinds. */}
        {one.children.length === 0 && (
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={`/category/${encodeURIComponent(one.slug)}`} className={buttonClass('primary')}>
              {m.catalog_see_products({ count: localDigits(String(one.productCount)) })}
            </Link>
            {parent && (
              <Link
                to={`/categories/${encodeURIComponent(parent.slug)}`}
                className={buttonClass('secondary')}
              >
                {m.catalog_other_kinds_of({ name: parent.name })}
              </Link>
            )}
          </div>
        )}
      </div>
    );
  }
  return (
    <div className={`${PAGE} pb-12`}>
      <header className="pt-6 pb-6 sm:pt-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{m.catalog_all_categories()}</h1>
        <p className="mt-2 text-cocoa-soft">{m.catalog_all_categories_intro()}</p>
      </header>
      {categories.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">{m.catalog_no_categories()}</p>
      ) : (
        <>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            {categories
              .filter((c) => isShopCategoryKind(c.kind))
              .map((c) => (
                <CategoryBlock key={c.slug} node={c} headingLevel="h2" />
              ))}
          </div>
          {/* Cars and donations are not cakes and gifts: they come after, under a heading of their own. */}
          {categories.some((c) => !isShopCategoryKind(c.kind)) && (
            <section aria-labelledby="also-on-upahar" className="mt-10">
              <h2 id="also-on-upahar" className="font-display text-2xl font-semibold">
                {m.catalog_also_on({ shop: PRODUCT_NAME })}
              </h2>
              <div className="mt-4 grid items-start gap-5 lg:grid-cols-2">
                {categories
                  .filter((c) => !isShopCategoryKind(c.kind))
                  .map((c) => (
                    <CategoryBlock key={c.slug} node={c} headingLevel="h3" />
                  ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
