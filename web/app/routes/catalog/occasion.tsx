import { listOccasionProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ListingPage, loadListing, pageMeta } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/occasion';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadListing(context, request, listOccasionProducts, { slug: params.slug });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.data.title,
        description: loaderData.data.description,
        seo: loaderData.seo,
        image: loaderData.data.image ?? loaderData.data.products[0]?.image,
      })
    : [{ title: m.catalog_occasion_not_found() }];

/** /occasion/{slug}: cakes and gifts for one occasion. */
export default function Occasion({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  return <ListingPage data={data} pagination={pagination} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
