/**
 * A client that keeps cookies like a browser and echoes the CSRF cookie in its header as the MFEs do, for the
 * scripts that walk the API as a shopper (the authorization suite, the compose smoke journey).
 */
export class CookieBrowser {
  cookies = new Map();

  /** `base` is put in front of every path given to `call` (none: call takes whole URLs). */
  constructor(base = '', { timeoutMs = 15_000 } = {}) {
    this.base = base;
    this.timeoutMs = timeoutMs;
  }

  async call(path, { method = 'GET', body, headers = {} } = {}) {
    const sent = { ...headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.cookies.has('sohnne_csrf')) sent['x-csrf-token'] = this.cookies.get('sohnne_csrf');
    if (body !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      const text = decodeURIComponent(value.join('='));
      if (text && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name.trim(), text);
      else this.cookies.delete(name.trim());
    }
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }
}
