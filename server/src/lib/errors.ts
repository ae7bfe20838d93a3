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

export const notFound = (what = 'The item') => new AppError('not_found', `${what} was not found`, 404);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError('unauthorized', message, 401);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError('forbidden', message, 403);
