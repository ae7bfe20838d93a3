import {
  API_PREFIX,
  formatNumber,
  SELLER_DOCUMENT_MAX_BYTES,
  SELLER_DOCUMENT_TYPES,
  type TSellerApplicationBody,
  type TSellerDocument,
  type TSellerInterestBody,
} from '@upahar/contract';
import {
  myBusinesses,
  resubmitSellerApplication,
  sellerFormOptions,
  sellerInterest,
  submitSellerApplication,
  uploadSellerDocument,
} from '@upahar/contract/endpoints';
import { m } from '@upahar/contract/messages';
import { authorisedFetch, downloadFile } from '~/lib/authorised-fetch';
import { ApiError, callApi } from '~/lib/browser-api';

// Selling on Upahar from the browser: the interest form, the application and its documents.

const DOC_TYPE_MESSAGE = m.selling_doc_type();
const DOC_SIZE_MESSAGE = m.selling_doc_size({
  size: formatNumber(SELLER_DOCUMENT_MAX_BYTES / (1024 * 1024)),
});

/** Why this file cannot be attached, or null; the server checks the bytes again. */
export function checkDocument(file: { type: string; size: number }): string | null {
  if (!(SELLER_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DOC_TYPE_MESSAGE;
  if (file.size > SELLER_DOCUMENT_MAX_BYTES) return DOC_SIZE_MESSAGE;
  if (file.size === 0) return m.selling_file_empty();
  return null;
}

export const sendInterest = (body: TSellerInterestBody) => callApi(sellerInterest, { body });
export const fetchFormOptions = (signal?: AbortSignal) =>
  callApi(sellerFormOptions, {}, { signal }).then((r) => r.data);
export const fetchMyBusinesses = (signal?: AbortSignal) =>
  callApi(myBusinesses, {}, { signal }).then((r) => r.data);
export const sendApplication = (body: TSellerApplicationBody, editId: string | null) =>
  editId
    ? callApi(resubmitSellerApplication, { params: { id: editId }, body })
    : callApi(submitSellerApplication, { body });

const uploadUrl = API_PREFIX[uploadSellerDocument.surface] + uploadSellerDocument.path;

export async function uploadDocument(file: File): Promise<TSellerDocument> {
  const form = new FormData();
  form.set('file', file, file.name);
  const res = await authorisedFetch(
    uploadUrl,
    { method: 'POST', headers: { accept: 'application/json' }, body: form },
    m.selling_upload_slow(),
  );
  const body = (await res.json().catch(() => null)) as { message?: string; data?: TSellerDocument } | null;
  if (res.ok && body?.data) return body.data;
  const fallback =
    res.status === 413 ? DOC_SIZE_MESSAGE : res.status === 415 ? DOC_TYPE_MESSAGE : m.selling_upload_failed();
  throw new ApiError(body?.message || fallback, res.status);
}

/** Downloads a private document and hands it to the browser as a file. */
export const downloadDocument = (doc: TSellerDocument) =>
  downloadFile(doc.url, {
    name: doc.name,
    missing: m.selling_doc_missing(),
    failed: m.selling_download_failed(),
  });
