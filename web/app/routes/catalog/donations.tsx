import { listDonationProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { HandHeart } from '~/components/icon';
import { ListingPage, loadListing, pageMeta } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/donations';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(context, request, listDonationProducts, undefined);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.data.title || m.catalog_donations_title(),
    description: loaderData?.data.description || m.catalog_donations_description(),
    seo: loaderData?.seo,
  });

/** /donations: donation items. */
export default function Donations({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  return (
    <ListingPage data={data} pagination={pagination} kind="donations">
      <p className="mb-6 flex items-start gap-3 rounded-2xl bg-success-soft p-4 text-sm text-cocoa">
        <HandHeart aria-hidden="true" className="size-6 shrink-0 text-success" />
        {m.catalog_donations_note()}
      </p>
    </ListingPage>
  );
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
