import { PRODUCT_NAME, type TCakeOptions, type TDeal, type TProductDetail } from '@upahar/contract';
import { getCakeOptions, getProductDetail, listCampaignDeals } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { data, redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { InactivePreview, ProductView, productMeta, useCountView } from '~/features/product';
import { ApiError, callEndpoint } from '~/lib/api';
import { shopPath } from '~/lib/locale';
import type { Route } from './+types/product';

type LoaderData =
  | {
      kind: 'product';
      product: TProductDetail;
      cakeOptions: TCakeOptions | null;
      deal: TDeal | null;
      now: number;
      origin: string;
    }
  | { kind: 'preview'; idOrSlug: string };

/**
 * /product/{id} and /product/{slug} with one canonical URL for search engines: the id, an
 * old slug or different casing is answered with a 301 to /product/{slug}.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const idOrSlug = params.idOrSlug;
  let product: TProductDetail;
  try {
    const res = await callEndpoint(context.api, getProductDetail, { params: { idOrSlug } });
    product = res.data;
  } catch (e) {
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
      // An owner's preview needs the token, which only the browser has (see InactivePreview).
      if (url.searchParams.get('forceInactive') === '1') {
        return data<LoaderData>({ kind: 'preview', idOrSlug }, { status: 404 });
      }
      throw data(null, { status: 404 });
    }
    throw e;
  }
  if (shopPath(url.pathname) !== product.canonicalPath) {
    url.searchParams.delete('forceInactive');
    const qs = url.searchParams.toString();
    throw redirect(`${product.canonicalPath}${qs ? `?${qs}` : ''}`, 301);
  }
  // The configurator renders on the server too, so the page does not jump when it appears.
  // A campaign's price shows with the product's; without it the usual price is still right.
  const [cakeOptions, deal] = await Promise.all([
    product.type === 'cake'
      ? callEndpoint(context.api, getCakeOptions, { query: { productId: product.id } }).then(
          (r) => r.data,
          () => null,
        )
      : null,
    callEndpoint(context.api, listCampaignDeals, { query: { ids: [product.id] } }).then(
      (r) => r.data.deals[product.id] ?? null,
      () => null,
    ),
  ]);
  return {
    kind: 'product',
    product,
    cakeOptions,
    deal,
    now: context.now ?? Date.now(),
    origin: url.origin,
  } satisfies LoaderData;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.kind !== 'product') {
    return [
      { title: `${m.product_meta_fallback_title()} | ${PRODUCT_NAME}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return productMeta(loaderData.product, loaderData.origin);
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  useCountView(loaderData.kind === 'product' ? loaderData.product.id : null);
  if (loaderData.kind === 'preview') return <InactivePreview idOrSlug={loaderData.idOrSlug} />;
  return (
    <ProductView
      key={loaderData.product.id}
      product={loaderData.product}
      cakeOptions={loaderData.cakeOptions}
      deal={loaderData.deal}
      now={loaderData.now}
      origin={loaderData.origin}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
