/** A request the server answered with an error; `message` is a translation key or a list of messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly messages: string | string[] | null;

  constructor(status: number, body: unknown) {
    const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as {
      error?: unknown;
      message?: unknown;
    };
    const messages =
      typeof message === 'string' ||
      (Array.isArray(message) && message.every((item) => typeof item === 'string'))
        ? (message as string | string[])
        : null;
    super(Array.isArray(messages) ? messages.join(', ') : (messages ?? `HTTP ${status}`));
    this.status = status;
    this.error = typeof error === 'string' ? error : '';
    this.messages = messages;
  }
}

/** The data of an openapi-fetch answer, or its error thrown as an ApiError. */
export async function unwrap<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok || data === undefined) throw new ApiError(response.status, error);
  return data;
}

/** An answer without a body (204 No Content, e.g. a DELETE), or its error thrown as an ApiError. */
export async function expectOk(request: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await request;
  if (!response.ok) throw new ApiError(response.status, error);
}
