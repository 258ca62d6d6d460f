/**
 * The notification text of a failed request, by the rules of spec section 8: a server error
 * (status 500 or more) shows its lowercased error name, or 'service_unavailable'; otherwise the
 * server's message, looked up as a translation key (a list of messages is joined by ', '); no
 * message at all: 'an_error_has_occurred_please_try_again'.
 */
export function errorMessageOf(
  status: number,
  body: unknown,
  translate: (key: string) => string,
  hasText: (key: string) => boolean,
): string {
  const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    message?: unknown;
  };
  if (status >= 500 || status === 0) {
    const name = typeof error === 'string' ? error.trim().toLowerCase().replace(/\s+/g, '_') : '';
    return translate(name && hasText(name) ? name : 'service_unavailable');
  }
  if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
  if (typeof message === 'string' && message.trim()) return translate(message.trim());
  return translate('an_error_has_occurred_please_try_again');
}
