import { API_PREFIX, REQUEST_TIMEOUT_MS, type TDashboardOrderDetail } from '@upahar/contract';
import { deliverWithProof } from '@upahar/contract/endpoints';
import { ApiError, getToken } from '~/lib/browser-api';
import { LOCALE } from '~/lib/locale';

// Marking a part delivered with its proof sends a photo, so it is multipart: the JSON client
// cannot send FormData, so this is fetch with the same token, language, timeout and envelope.

const url = (partId: string) =>
  API_PREFIX[deliverWithProof.surface] + deliverWithProof.path.replace(':id', encodeURIComponent(partId));

type Envelope = {
  status?: string;
  message?: string;
  data?: { order: TDashboardOrderDetail };
  errors?: Record<string, string[]>;
};

/** POST orders/:partId/deliver: the part after delivery, as the status change answers it. */
export async function deliverPart(partId: string, form: FormData) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(url(partId), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': LOCALE,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      controller.signal.aborted ? `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded` : 'Network Error',
      0,
    );
  } finally {
    clearTimeout(timer);
  }
  const body = (await res.json().catch(() => null)) as Envelope | null;
  if (res.ok && body?.status === 'success' && body.data) return { message: body.message, data: body.data };
  throw new ApiError(
    body?.message || `request failed with status code ${res.status}`,
    res.status,
    body?.errors,
  );
}
