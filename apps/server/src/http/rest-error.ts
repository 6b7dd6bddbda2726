/**
 * A refusal of a REST route that is not a domain error (a webhook signature that does not verify,
 * a development route's input, a storage link's own statuses): thrown, and answered by the one
 * error handler in the one body shape, `{ error: code, message }`.
 */
export class RestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}
