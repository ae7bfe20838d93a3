import type { TPagination } from '@upahar/contract';

// The success envelope: { status: 'success', message?, data, meta?: { pagination } }.
export function ok<T>(data: T, opts: { message?: string; pagination?: TPagination } = {}) {
  return {
    status: 'success' as const,
    ...(opts.message ? { message: opts.message } : {}),
    data,
    ...(opts.pagination ? { meta: { pagination: opts.pagination } } : {}),
  };
}

export function paginate(total: number, count: number, perPage: number, currentPage: number): TPagination {
  return { total, count, perPage, currentPage, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}
