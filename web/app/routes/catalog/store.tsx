import { localDigits } from '@upahar/contract';
import { getStorePage } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
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
          m.catalog_store_meta_description({ name: loaderData.store.name, city: loaderData.store.city }),
        seo: loaderData.seo,
        image: loaderData.store.logo ?? loaderData.store.banner,
        type: 'business.business',
      })
    : [{ title: m.catalog_store_not_found() }];

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
            {m.catalog_store_brands()}
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
        <SectionHeading id="store-products" title={m.catalog_store_from({ name: store.name })} seeAll={all} />
        <div className="mt-5">
          {products.length ? (
            <ProductGrid products={products} />
          ) : (
            <p className="rounded-2xl bg-white p-6 text-cocoa-soft shadow-soft">
              {m.catalog_store_no_products()}
            </p>
          )}
        </div>
        {store.productCount > products.length && (
          <div className="mt-8 flex justify-center">
            <Link to={all} className="btn-primary">
              {m.catalog_store_all_products({ count: localDigits(String(store.productCount)) })}{' '}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </section>
      <CompareTray />
    </div>
  );
}
