import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

// Uploads as a browser sends them, for the API tests of every route that takes a file.

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
  fileField = 'file',
) {
  const boundary = `----upahar${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PNG of one colour. */
export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c2185b' } })
    .png()
    .toBuffer();
