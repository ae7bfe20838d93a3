import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { isStorable, unstorableText } from '../../lib/storable-text.ts';
import { reencode, sizeMessage, sniffImageType } from './images.ts';

/**
 * The one file of a multipart request. Parsing happens here, not before the handler, so a body
 * the parser cannot read (no boundary, cut off) is the client's mistake, a 4xx, and a file over
 * the route's limit is a 413 with `tooLarge`. `kind` words the messages: "image" or "file".
 */
export async function readUploadedFile(
  req: FastifyRequest,
  opts: { kind?: 'image' | 'file'; tooLarge?: string } = {},
): Promise<{ file: MultipartFile; bytes: Buffer }> {
  const kind = opts.kind ?? 'image';
  const send = kind === 'image' ? m.errors_more_send_image() : m.errors_more_send_file();
  if (!req.isMultipart()) throw new AppError('bad_request', send, 415);
  try {
    const file = await req.file();
    const choose = kind === 'image' ? m.errors_more_choose_image() : m.errors_more_choose_file();
    if (!file) throw new AppError('no_file', choose, 400, { file: [choose] });
    const bytes = await file.toBuffer();
    refuseUnstorableFields(file);
    return { file, bytes };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const { code, statusCode } = e as { code?: string; statusCode?: number };
    const tooLarge = opts.tooLarge ?? sizeMessage();
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('too_large', tooLarge, 413, { file: [tooLarge] });
    if (statusCode !== undefined && statusCode < 500) throw e;
    const unreadable =
      kind === 'image' ? m.errors_more_upload_unreadable_image() : m.errors_more_upload_unreadable_file();
    throw new AppError('bad_upload', unreadable, 400, { file: [unreadable] });
  }
}

/** The file's name and the form's fields are text that may be stored: none may hold a NUL. */
function refuseUnstorableFields(file: MultipartFile) {
  if (!isStorable(file.filename)) throw unstorableText(['file']);
  for (const [name, entry] of Object.entries(file.fields)) {
    for (const part of [entry].flat()) {
      const value = part && part.type === 'field' ? part.value : undefined;
      if (!isStorable(name) || (typeof value === 'string' && !isStorable(value)))
        throw unstorableText([name]);
    }
  }
}

const fileError = (code: string, message: string, status: number) =>
  new AppError(code, message, status, { file: [message] });

/**
 * An uploaded picture made safe to publish: not empty, at most the upload limit, a JPEG, PNG or
 * WebP by its first bytes (never its name or label), decoded and re-encoded to WebP so metadata
 * (a phone's GPS position) and anything hidden after the image are dropped.
 */
export async function acceptImage(bytes: Buffer) {
  if (bytes.length === 0) throw fileError('empty_file', 'This file is empty', 400);
  if (bytes.length > UPLOAD_MAX_BYTES) throw fileError('too_large', sizeMessage(), 413);
  if (!sniffImageType(bytes)) throw fileError('bad_type', m.errors_image_type(), 415);
  return reencode(bytes);
}
