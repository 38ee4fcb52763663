/**
 * Errors a service may throw on purpose. The error handler turns them into the spec's answer
 * `{ success: false, message, data: null }` with their status; anything else becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fieldErrors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: { field: string; message: string }[]) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a few minutes and try again.') =>
  new HttpError(429, message);
