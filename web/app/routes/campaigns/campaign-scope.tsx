import { getCampaign, listCampaignProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data } from 'react-router';
import { CampaignScopePage } from '~/features/campaigns';
import { loadApi, pageMeta, seoFor } from '~/features/catalog';
import { orMoreFailed } from '~/lib/more-rows';
import { pageParam } from '~/lib/route-data';
import type { Route } from './+types/campaign-scope';

/**
 * /campaign/{slug}/category/{category} and /campaign/{slug}/brand/{brand}: one route, two kinds.
 * ?page= is the products' page: "Load more" asks this loader for the next one through a fetcher.
 */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  orMoreFailed(request, async () => {
    const kind = new URL(request.url).pathname.includes('/brand/') ? 'brand' : 'category';
    const campaign = params.campaignSlug;
    const [details, products] = await Promise.all([
      loadApi(context, getCampaign, { params: { id: campaign } }),
      loadApi(context, listCampaignProducts, {
        query: { campaign, [kind]: params.scopeSlug, page: pageParam(request) },
      }),
    ]);
    const scope = products.data.scope;
    if (!scope) throw data(null, { status: 404 });
    return {
      campaign: details.data.campaign,
      scope,
      products: products.data.products,
      pagination: products.meta?.pagination,
      now: context.now ?? Date.now(),
      seo: seoFor(request),
    };
  });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: m.campaigns_scope_in({ scope: loaderData.scope.name, campaign: loaderData.campaign.name }),
        description: m.campaigns_scope_description({
          scope: loaderData.scope.name,
          campaign: loaderData.campaign.name,
        }),
        seo: loaderData.seo,
        image: loaderData.campaign.banner,
      })
    : [{ title: m.campaigns_not_found() }];

export default function CampaignScope({ loaderData }: Route.ComponentProps) {
  return <CampaignScopePage {...loaderData} />;
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
