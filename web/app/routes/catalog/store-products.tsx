import { listStoreProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ListingPage, loadListing, pageMeta, StoreHeader } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/store-products';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadListing(context, request, listStoreProducts, { slug: params.slug });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: m.catalog_store_products_title({ name: loaderData.data.store.name }),
        description: loaderData.data.description || loaderData.data.store.description,
        seo: loaderData.seo,
        image: loaderData.data.store.logo,
      })
    : [{ title: m.catalog_store_not_found() }];

/** /store/{slug}/products: every product of one store, with filters. */
export default function StoreProducts({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  const store = data.store;
  return (
    <ListingPage
      data={data}
      pagination={pagination}
      breadcrumb={[{ to: `/store/${encodeURIComponent(store.slug)}`, label: store.name }]}
      heading={<StoreHeader store={store} compact />}
    />
  );
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
