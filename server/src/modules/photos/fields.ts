import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/** The text fields sent with the file, checked with `schema`; a bad one is a 400 on its name. */
export function readPhotoFields<S extends z.ZodType>(file: MultipartFile, schema: S): z.output<S> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(file.fields)) {
    const part = [entry].flat()[0];
    if (part && part.type === 'field') values[name] = String(part.value);
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'file');
  throw new AppError('bad_request', issue?.message ?? 'Bad request', 400, {
    [field]: [issue?.message ?? ''],
  });
}
