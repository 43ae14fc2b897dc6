/*
 * The shopper's cookies while the page server runs a form's action: sent with each call to the services
 * as the browser would send them, updated by what each answer sets (a sign-in's session, a first visit's
 * CSRF pair), and what was set handed on to the browser with the page server's own answer.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Set-Cookie lines the services answered, in order: the browser gets them all. */
  readonly received: string[] = [];

  constructor(header = '') {
    for (const part of header.split(';')) {
      const at = part.indexOf('=');
      if (at > 0) this.cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
  }

  /** A cookie's value as the browser would send it next (URL-decoded), or undefined. */
  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }

  /** The Cookie header for the next call. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes an answer's Set-Cookie lines: a value set, or a cookie ended (expired, or an empty value). */
  receive(lines: readonly string[]): void {
    for (const line of lines) {
      this.received.push(line);
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const ended = attributes.some((attribute) => {
        const [key, setting = ''] = attribute.trim().split('=');
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(setting) <= Date.now();
        return false;
      });
      if (ended || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
