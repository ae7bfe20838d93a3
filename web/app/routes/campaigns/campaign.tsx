import { getCampaign, listCampaignProducts, listCampaignStores } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { CampaignPage } from '~/features/campaigns';
import { loadApi, pageMeta, seoFor } from '~/features/catalog';
import { loadHunt, TreasureHunt } from '~/features/games';
import { orMoreFailed } from '~/lib/more-rows';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/campaign';

// ?page= is the products' page: "Load more" asks this loader for the next one through a fetcher.
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, async () => {
    const campaign = params.slug;
    const [details, products, stores] = await Promise.all([
      loadApi(context, getCampaign, { params: { id: campaign } }),
      loadApi(context, listCampaignProducts, { query: { campaign, page: pageParam(request) } }),
      loadApi(context, listCampaignStores, { query: { campaign } }),
    ]);
    return {
      details: details.data,
      products: products.data.products,
      pagination: products.meta?.pagination,
      stores: stores.data.stores,
      now: context.now ?? Date.now(),
      seo: seoFor(request),
    };
  });

// A treasure hunt hidden in the campaign is read in the browser (digs left are the shopper's own):
// the browser adds it to the server's page once it is there.
// "Load more" reads the next page of products through here too; a page the network could not
// carry is then said under the list.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, () => withHunt(request, serverLoader));

async function withHunt(request: Request, serverLoader: Route.ClientLoaderArgs['serverLoader']) {
  const page = await serverLoader();
  const { campaign, treasureHunt } = page.details;
  const hunt =
    campaign.state === 'running' && treasureHunt ? await loadHunt(campaign.slug, request.signal) : undefined;
  return { ...page, hunt };
}
// No HydrateFallback: the server's page shows at once and the hunt follows.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.details.campaign.name,
        description:
          loaderData.details.campaign.tagline ||
          m.campaigns_meta_description({ campaign: loaderData.details.campaign.name }),
        seo: loaderData.seo,
        image: loaderData.details.campaign.banner,
      })
    : [{ title: m.campaigns_not_found() }];

export default function Campaign({ loaderData }: Route.ComponentProps) {
  const { campaign, treasureHunt } = loaderData.details;
  const treasure = (
    // The Fun menu's "Treasure hunt" lands here.
    <div id="treasure-hunt" className="py-6">
      <TreasureHunt read={'hunt' in loaderData ? loaderData.hunt : undefined} />
    </div>
  );
  return (
    <CampaignPage {...loaderData} extra={campaign.state === 'running' && treasureHunt ? treasure : null} />
  );
}
