import type { TCakePrice, TCalculateProductPriceBody } from '@upahar/contract';
import { calculateCakePrice, getCakePrice } from '@upahar/contract/endpoints';
import { useCallback } from 'react';
import { errorMessage } from '~/lib/api';
import { callApi } from '~/lib/browser-api';
import { useDebouncedFetch } from '~/lib/use-debounced-fetch';
import { type CakeChoice, priceQuery } from './configurator-state';

export type CakeQuote = TCakePrice & { quantity: number; total: number };

/**
 * The server's price for the current choice (prices are always computed on the
 * server). Debounced 200 ms; a newer choice aborts the older request. One cake asks product-price;
 * more than one asks calculate-product-price for the total. A 400 (an impossible combination)
 * keeps the last good price and hands back the server's message to show beside the form.
 */
export function useCakePrice(productId: string, choice: CakeChoice) {
  const { message: _message, ...priced } = choice;
  const load = useCallback(
    async (c: Omit<CakeChoice, 'message'>, signal: AbortSignal): Promise<CakeQuote> => {
      const query = priceQuery(productId, { ...c, message: '' });
      if (c.quantity <= 1) {
        const res = await callApi(getCakePrice, { query }, { signal });
        return { ...res.data, quantity: 1, total: res.data.price };
      }
      const body: TCalculateProductPriceBody = { ...query, quantity: c.quantity };
      const res = await callApi(calculateCakePrice, { body }, { signal });
      return res.data;
    },
    [productId],
  );
  const { data, loading, error } = useDebouncedFetch(priced, load, 200);
  return { quote: data, loading, error: error ? errorMessage(error) : null };
}
