/** A query string as a page's search params: a name given twice holds every value, as Next gives them to a page. */
export function searchParamsOfQuery(query: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const had = params[name];
    params[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return params;
}
