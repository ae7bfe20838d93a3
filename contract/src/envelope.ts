import { z } from 'zod';

// Every answer is wrapped in one envelope.
export const ZPagination = z.object({
  total: z.number().int(),
  count: z.number().int(),
  perPage: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

export const success = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data,
    meta: z.object({ pagination: ZPagination }).optional(),
  });

export const ZErrorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = success(z.null());

export type TSuccess<T> = {
  status: 'success';
  message?: string;
  data: T;
  meta?: { pagination: TPagination };
};
