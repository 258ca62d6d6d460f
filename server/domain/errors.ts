const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * An error the client caused or must know about. `message` is a translation key the web app
 * looks up (spec section 8), or a list of validation messages.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly messages: string | string[];
  /** Sent as Retry-After with a 429 or 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, message: string | string[], options: { retryAfterSeconds?: number } = {}) {
    super(Array.isArray(message) ? message.join(', ') : message);
    this.statusCode = statusCode;
    this.error = reasonPhrases[statusCode] ?? 'Error';
    this.messages = message;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const notFound = (message = 'not_found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
