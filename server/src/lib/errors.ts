import { localDigits } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

/** Thrown by services; the error plugin turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * 404 saying what was not found, a whole sentence in the request's language:
 * `notFound(m.errors_not_found_order)` → "The order was not found" ("अर्डर भेटिएन").
 */
export const notFound = (sentence: () => string = m.errors_not_found_item) =>
  new AppError('not_found', sentence(), 404);
export const unauthorized = (message: string = m.errors_log_in()) =>
  new AppError('unauthorized', message, 401);
export const forbidden = (message: string = m.errors_not_allowed()) =>
  new AppError('forbidden', message, 403);

/** A number inside a message, as the code writes it in English ("1000") and in Devanagari digits in Nepali. */
export const digits = (n: number | bigint | null) => localDigits(String(n));
