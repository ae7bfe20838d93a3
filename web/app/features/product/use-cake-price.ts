import type { TCakePrice, TCalculateProductPriceBody } from '@upahar/contract';
import { calculateCakePrice, getCakePrice } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';
import { askAddress, useFetched } from '~/lib/use-fetched';
import { type CakeChoice, priceQuery } from './configurator-state';

export type CakeQuote = TCakePrice & { quantity: number; total: number };

type PriceAsk = { productId: string; choice: Omit<CakeChoice, 'message'> };

/**
 * For the cake-price lookup route: one cake asks product-price; more than one asks
 * calculate-product-price for the total.
 */
export async function fetchCakeQuote(
  { productId, choice }: PriceAsk,
  signal: AbortSignal,
): Promise<CakeQuote> {
  const query = priceQuery(productId, { ...choice, message: '' });
  if (choice.quantity <= 1) {
    const res = await callApi(getCakePrice, { query }, { signal });
    return { ...res.data, quantity: 1, total: res.data.price };
  }
  const body: TCalculateProductPriceBody = { ...query, quantity: choice.quantity };
  const res = await callApi(calculateCakePrice, { body }, { signal });
  return res.data;
}

/**
 * The server's price for the current choice (prices are always computed on the server), read
 * through the cake-price lookup route 200 ms after the choice settles; a newer choice cancels the
 * older read. A 400 (an impossible combination) keeps the last good price and hands back the
 * server's message to show beside the form. The message on the cake does not change its price.
 */
export function useCakePrice(productId: string, choice: CakeChoice) {
  const { message: _message, ...priced } = choice;
  const ask: PriceAsk = { productId, choice: priced };
  const { data, loading, error } = useFetched<CakeQuote>(askAddress('/lookup/cake-price', ask), 200);
  return { quote: data, loading, error };
}
