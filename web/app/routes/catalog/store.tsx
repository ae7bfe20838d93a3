import { getStorePage } from '@upahar/contract/endpoints';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/icon';
import {
  loadApi,
  PAGE,
  ProductGrid,
  pageMeta,
  SectionHeading,
  StoreHeader,
  seoFor,
} from '~/features/catalog';
import { CompareTray } from '~/features/compare';
import type { Route } from './+types/store';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const res = await loadApi(context, getStorePage, { params: { slug: params.slug } });
  return { ...res.data, seo: seoFor(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.store.name,
        description:
          loaderData.store.description ||
          `${loaderData.store.name} in ${loaderData.store.city}: order cakes and gifts online for delivery.`,
        seo: loaderData.seo,
        image: loaderData.store.logo ?? loaderData.store.banner,
        type: 'business.business',
      })
    : [{ title: 'Store not found' }];

/** /store/{slug}: the store, its brands and a few of its products. */
export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { store, products } = loaderData;
  const all = `/store/${encodeURIComponent(store.slug)}/products`;
  return (
    <div className={`${PAGE} pb-12`}>
      <StoreHeader store={store} />
      {store.brands.length > 0 && (
        <section aria-labelledby="brands-title" className="py-4">
          <h2 id="brands-title" className="mb-3 text-lg font-semibold">
            Brands
          </h2>
          <ul className="flex flex-wrap gap-3">
            {store.brands.map((b) => (
              <li
                key={b.slug}
                className="flex items-center gap-2 rounded-full border border-line bg-white py-1 pr-4 pl-1 text-sm font-medium"
              >
                {b.logo ? (
                  <img
                    src={b.logo}
                    alt=""
                    width={32}
                    height={32}
                    className="size-8 rounded-full object-cover"
                  />
                ) : (
                  <span className="size-8 rounded-full bg-berry-soft" />
                )}
                {b.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="store-products" className="py-6">
        <SectionHeading id="store-products" title={`From ${store.name}`} seeAll={all} />
        <div className="mt-5">
          {products.length ? (
            <ProductGrid products={products} />
          ) : (
            <p className="rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">
              This store has no products on sale right now.
            </p>
          )}
        </div>
        {store.productCount > products.length && (
          <div className="mt-8 flex justify-center">
            <Link to={all} className="btn-primary">
              All {store.productCount} products <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </section>
      <CompareTray />
    </div>
  );
}
