/**
 * Search params as plain `key=value` pairs rather than TanStack Router's default JSON encoding,
 * so shared links read like `?places=3,12&page=2&includeSupplements=true` instead of
 * `?places=%223%2C12%22`. Every route's zod schema turns the strings into typed values; empty
 * values are left out, as in the API's query strings.
 */
export function parseUrlSearch(searchString: string): Record<string, string> {
  const params = new URLSearchParams(searchString.startsWith('?') ? searchString.slice(1) : searchString);
  const search: Record<string, string> = {};
  for (const [key, value] of params) search[key] = value;
  return search;
}

export function stringifyUrlSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
