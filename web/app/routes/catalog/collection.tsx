import { COLLECTIONS } from '@upahar/contract';
import { listCollectionProducts, listUrgentProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data as routeData } from 'react-router';
import { ListingPage, loadListing, ProductRow, pageMeta } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/collection';

// products/{slug} collections (offers, trending, ...) and products/urgent, the page
// /urgent-cakes redirects to: urgent products plus a shelf of ready-made cakes.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (slug === 'urgent') {
    return { urgent: true as const, ...(await loadListing(context, request, listUrgentProducts, undefined)) };
  }
  if (!(COLLECTIONS as readonly string[]).includes(slug)) throw routeData(null, { status: 404 });
  return {
    urgent: false as const,
    ...(await loadListing(context, request, listCollectionProducts, { slug })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.data.title,
        description: loaderData.data.description,
        seo: loaderData.seo,
        image: loaderData.data.image ?? loaderData.data.products[0]?.image,
      })
    : [{ title: m.catalog_collection_not_found() }];

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  const readyMade = 'readyMadeCakes' in data ? data.readyMadeCakes : [];
  const shelf = readyMade.length > 0 && (
    <div className="mb-6 rounded-3xl bg-berry-soft/60 px-4 sm:px-6">
      <ProductRow
        id="ready-made"
        title={m.catalog_ready_made_title()}
        subtitle={m.catalog_ready_made_subtitle()}
        products={readyMade}
        seeAll="/products/ready-made"
      />
    </div>
  );
  const breadcrumb = [{ to: '/products', label: m.catalog_products_crumb() }];
  // "Load more" asks the same endpoint the loader used for the first page.
  return loaderData.urgent ? (
    <ListingPage data={data} pagination={pagination} breadcrumb={breadcrumb}>
      {shelf}
    </ListingPage>
  ) : (
    <ListingPage data={data} pagination={pagination} breadcrumb={breadcrumb}>
      {shelf}
    </ListingPage>
  );
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
