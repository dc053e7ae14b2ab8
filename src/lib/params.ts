/** Request parameter helpers: drop empty values, build query strings. */

export type Params = Record<string, unknown>;

/** A copy without '', null and undefined values; 0 and false are kept (document 2 §5). */
export function cleanParams<T extends Params>(params: T | null | undefined): Partial<T> {
  const result: Partial<T> = {};
  if (!params) return result;
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === null || value === undefined) continue;
    result[key as keyof T] = value as T[keyof T];
  }
  return result;
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** '?a=1&b=x' from the cleaned params (arrays repeat their key), or '' when nothing is left. */
export function toQueryString(params: Params | null | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanParams(params))) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== '' && item !== null && item !== undefined) search.append(key, queryValue(item));
    } else {
      search.append(key, queryValue(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
