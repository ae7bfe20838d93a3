import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import { ApiError, getToken } from './browser-api';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image';
const IMAGE_SIZE_MESSAGE = `Images can be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/** Why this file cannot be sent, or null; the server checks its bytes again. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  if (file.size === 0) return 'This file is empty';
  return null;
}

/**
 * POSTs one file as multipart (field "file") to an API path and answers the envelope's data.
 * XMLHttpRequest rather than fetch, because only it reports how much of the file has been sent,
 * which forms show as a progress bar.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** Text fields sent before the file, so the server reads them with it. */
  fields: Record<string, string> = {},
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError('Network Error', 0));
    xhr.ontimeout = () => reject(new ApiError('The upload took too long; try again', 0));
    xhr.timeout = 120_000;
    xhr.onload = () => {
      let body: { status?: string; message?: string; data?: T; errors?: Record<string, string[]> } | null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 300 && body?.status === 'success' && body.data) return resolve(body.data);
      const fallback =
        xhr.status === 413
          ? IMAGE_SIZE_MESSAGE
          : xhr.status === 415
            ? IMAGE_TYPE_MESSAGE
            : `Upload failed (${xhr.status})`;
      reject(new ApiError(body?.message || fallback, xhr.status, body?.errors));
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file, file.name);
    xhr.send(form);
  });
}
