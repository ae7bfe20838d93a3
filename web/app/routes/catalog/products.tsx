import { listAllProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ListingPage, loadListing, pageMeta } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(context, request, listAllProducts, undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.data.title || m.catalog_all_products_title(),
    description: loaderData?.data.description || m.catalog_all_products_description(),
    seo: loaderData?.seo,
  });

/** /products: the whole catalogue, as a product listing. */
export default function Products({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  return <ListingPage data={data} pagination={pagination} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
