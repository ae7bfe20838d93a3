import type { TCakeOptions, TProductDetail } from '@upahar/contract';
import { getCakeOptions, getProductDetail } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { ErrorPage } from '~/components/layout/error-pages';
import { useShellData } from '~/components/layout/shell-data';
import { ApiError } from '~/lib/api';
import { callApi, getToken } from '~/lib/browser-api';
import { ProductView } from './product-view';

type State =
  | { kind: 'loading' }
  | { kind: 'found'; product: TProductDetail; cakeOptions: TCakeOptions | null }
  | { kind: 'missing' };

/**
 * product/{id}?forceInactive=1: an inactive product is shown to its store owner only.
 * The token lives in local storage, so the server render cannot ask; the browser asks
 * again with the bearer token and shows the 404 page to everyone else.
 */
export function InactivePreview({ idOrSlug }: { idOrSlug: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { errorPage } = useShellData();

  useEffect(() => {
    if (!getToken()) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    (async () => {
      try {
        const res = await callApi(getProductDetail, {
          params: { idOrSlug },
          query: { forceInactive: '1' },
        });
        const product = res.data;
        const cakeOptions =
          product.type === 'cake'
            ? await callApi(getCakeOptions, { query: { productId: product.id } }).then(
                (r) => r.data,
                () => null,
              )
            : null;
        if (live) setState({ kind: 'found', product, cakeOptions });
      } catch (e) {
        if (live) setState({ kind: 'missing' });
        if (!(e instanceof ApiError)) throw e;
      }
    })();
    return () => {
      live = false;
    };
  }, [idOrSlug]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-cocoa-soft">
        {m.text_loading()}
      </p>
    );
  }
  if (state.kind === 'missing') return <ErrorPage content={errorPage} />;
  return <ProductView product={state.product} cakeOptions={state.cakeOptions} preview />;
}
