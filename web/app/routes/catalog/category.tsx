import { listCategoryProducts } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import {
  AutomobileLanding,
  LinkChips,
  ListingPage,
  loadAutomobileLanding,
  loadLinkChips,
  loadListing,
  pageMeta,
} from '~/features/catalog';
import { LaterPart } from '~/lib/later-part';
import { orMoreFailed } from '~/lib/more-rows';
import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadListing(context, request, listCategoryProducts, { slug: params.slug });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.data.title,
        description: loaderData.data.description,
        seo: loaderData.seo,
        image: loaderData.data.image ?? loaderData.data.products[0]?.image,
      })
    : [{ title: m.catalog_category_not_found() }];

/**
 * /category/{slug}: a category's products with its sub-categories; automobiles add their landing,
 * whose code (a banner slider among it) only those categories download.
 */
export default function Category({ loaderData }: Route.ComponentProps) {
  const { data, pagination } = loaderData;
  return (
    <ListingPage
      data={data}
      pagination={pagination}
      kind={data.category.kind}
      breadcrumb={[
        { to: '/categories', label: m.catalog_categories() },
        ...(data.parent
          ? [{ to: `/category/${encodeURIComponent(data.parent.slug)}`, label: data.parent.name }]
          : []),
      ]}
    >
      {/* Links only, which work as the server drew them: their code loads when one is used. */}
      {data.subcategories.length > 0 && (
        <LaterPart
          name="subcategories"
          server={import.meta.env.SSR ? LinkChips : null}
          load={loadLinkChips}
          when="used"
          props={{
            items: data.subcategories,
            base: '/category',
            label: m.catalog_kinds_of({ name: data.category.name }),
          }}
        />
      )}
      {data.landing && (
        <LaterPart
          name="automobile-landing"
          server={import.meta.env.SSR ? AutomobileLanding : null}
          load={loadAutomobileLanding}
          when="near"
          props={{ landing: data.landing }}
        />
      )}
    </ListingPage>
  );
}

// "Load more" reads the next page through this route's loaders; one the network could not carry
// is said under the list too. Not run on the first load: the server's page is used as sent.
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  orMoreFailed(request, serverLoader);
