import { checkDeliveryEligibility } from '@upahar/contract/endpoints';
import { callApi } from '~/lib/browser-api';

/** Whether a product can reach a location (on a date), for the delivery-check lookup route. */
export async function fetchEligibility(
  q: { productId: string; locationId: number; date: string },
  signal: AbortSignal,
) {
  const query = { productId: q.productId, locationId: q.locationId, ...(q.date ? { date: q.date } : {}) };
  const res = await callApi(checkDeliveryEligibility, { query }, { signal });
  return res.data;
}

export type Eligibility = Awaited<ReturnType<typeof fetchEligibility>>;
