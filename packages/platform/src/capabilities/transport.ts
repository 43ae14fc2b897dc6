/**
 * How the platform's capabilities reach the services: a fetch of a storefront API path. The browser's is
 * `apiFetch` (same origin, cookies, CSRF header); the page server's calls the services with the visitor's
 * cookie; tests answer from a recording. One implementation of the platform runs over each.
 */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

/** The GET of `path` as JSON, or an error naming the call when it was not answered 2xx. */
export async function readJson<T>(transport: ApiTransport, path: string): Promise<T> {
  const response = await transport(path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
