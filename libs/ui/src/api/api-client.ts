import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Keeps the request alive while the page unloads (logout event). */
  keepalive?: boolean;
}

/** An answer with its response headers (e.g. a list's total), for the few calls that read one. */
export interface ApiResponse<T> {
  data: T;
  /** Null when the fetch implementation gives none (test doubles). */
  headers: Pick<Headers, 'get'> | null;
}

/** One place that talks HTTP to the API: JSON in, JSON out, non-2xx turned into ApiError. */
export async function apiRequest<T>(
  apiBase: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  return (await apiResponse<T>(apiBase, path, options)).data;
}

/** apiRequest that also hands back the response headers. */
export async function apiResponse<T>(
  apiBase: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok)
    throw new ApiError(response.status, parsed, `Request failed with status ${response.status}`);
  return { data: parsed as T, headers: response.headers ?? null };
}
