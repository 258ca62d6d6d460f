/**
 * Query strings without null or empty values (spec section 7); lists are sent as comma lists
 * ('places=3,12'), as the API's filters expect.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value)
      ? value.filter((item) => item !== null && item !== '').join(',')
      : String(value);
    if (text === '') continue;
    search.append(name, text);
  }
  return search.toString();
}
