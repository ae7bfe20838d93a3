import {
  API_PREFIX,
  COMPLAINT_IMAGES_MAX,
  type EndpointData,
  formatNumber,
  REQUEST_TIMEOUT_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from '@upahar/contract';
import { uploadOrderImage as uploadEndpoint } from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { ApiError, getToken } from '~/lib/browser-api';

// Complaint pictures: checked here first so a wrong file gets a clear message
// at once, then checked again by the server from the bytes (the browser's type is only a hint).

export const TYPE_MESSAGE = m.orders_upload_type();
export const SIZE_MESSAGE = m.orders_upload_size({ size: formatNumber(UPLOAD_MAX_BYTES / (1024 * 1024)) });
const COUNT_MESSAGE = m.orders_upload_count({ count: formatNumber(COMPLAINT_IMAGES_MAX) });

/** Why this file cannot be attached, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number; name?: string }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return SIZE_MESSAGE;
  if (file.size === 0) return m.orders_upload_empty();
  return null;
}

/** The files that fit in the remaining slots, and a message for each one refused. */
export function pickImages<F extends { type: string; size: number; name: string }>(
  files: readonly F[],
  alreadyAttached: number,
): { accepted: F[]; refused: string[] } {
  const accepted: F[] = [];
  const refused: string[] = [];
  for (const f of files) {
    const problem = checkImageFile(f);
    if (problem) refused.push(`${f.name}: ${problem}`);
    else if (alreadyAttached + accepted.length >= COMPLAINT_IMAGES_MAX)
      refused.push(`${f.name}: ${COUNT_MESSAGE}`);
    else accepted.push(f);
  }
  return { accepted, refused };
}

/** Statuses a proxy or the multipart parser may answer without our JSON envelope. */
function fallbackMessage(status: number): string {
  if (status === 413) return SIZE_MESSAGE;
  if (status === 415) return TYPE_MESSAGE;
  return `request failed with status code ${status}`;
}

type TUploadedImage = EndpointData<typeof uploadEndpoint>;
const uploadUrl = API_PREFIX[uploadEndpoint.surface] + uploadEndpoint.path;

/**
 * POST order-upload-image as multipart (field "file", plus orderId). The JSON client cannot send
 * FormData, so this is fetch with the same bearer token, timeout and envelope handling.
 */
export async function uploadOrderImage(
  file: File,
  orderId: string | null,
  signal?: AbortSignal,
): Promise<TUploadedImage> {
  const form = new FormData();
  if (orderId) form.set('orderId', orderId);
  form.set('file', file, file.name);
  // Kept by hand, like the API client's: an upload outside the router needs its own timeout, and
  // the picker's "remove" button cancels an upload still running through `signal`.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', () => controller.abort('aborted'));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(uploadUrl, {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      body: form,
      signal: controller.signal,
    });
  } catch {
    if (controller.signal.aborted) {
      throw new ApiError(
        controller.signal.reason === 'timeout'
          ? `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`
          : 'request aborted',
        0,
      );
    }
    throw new ApiError('Network Error', 0);
  } finally {
    clearTimeout(timer);
  }
  type Envelope = { status?: string; message?: string; data?: TUploadedImage };
  let body: Envelope | null;
  try {
    body = (await res.json()) as Envelope | null;
  } catch {
    body = null;
  }
  if (res.ok && body?.status === 'success' && body.data) return body.data;
  throw new ApiError(body?.message || fallbackMessage(res.status), res.status);
}
