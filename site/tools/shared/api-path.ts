/**
 * `/v1/...?a=b` from a path and the parameters that are set (empty ones are left out). Its own
 * module, free of the worker and of Vue, so the build-time loader of the first view
 * (first-view.data.ts) builds exactly the paths the page will ask for.
 */
export function apiPath(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** One dye, as the dye picker shows the current choice. */
export const dyePath = (stainID: string, locale: string): string => apiPath(`/v1/dyes/${stainID}`, { locale });

/** A wheel with its ring stops and every dye at its wheel hue, as the playground draws it. */
export const wheelPath = (wheel: string, locale: string): string => apiPath(`/v1/wheels/${wheel}`, { locale });
