import {
  CookieJar,
  CSRF_COOKIE,
  CSRF_HEADER,
  CURRENCY_COOKIE,
  isCurrencyCode,
  type FlashMessage,
} from '@sohnne/platform';
import type { ShellAction } from '../shell-actions';
import { flashCookie } from './form-post';

/** Where the browser goes after a layout form's action, with the cookies it sets. */
export interface ShellActionAnswer {
  location: string;
  setCookie: string[];
}

export interface ShellActionContext {
  /** The page the form was posted to (path and query): where the browser comes back to. */
  url: string;
  cookie: string | undefined;
  apiUrl(path: string): string;
  timeoutMs: number;
  publicUrl: string;
}

const SIGN_OUT_FAILED: FlashMessage = {
  kind: 'error',
  text: 'Signing out is unavailable right now. Please try again.',
};

/** POST /api/logout as the browser sends it: the shopper's cookies and CSRF token (fetched once if new). */
async function signOut({ cookie, apiUrl, timeoutMs }: ShellActionContext): Promise<CookieJar> {
  const jar = new CookieJar(cookie);
  const send = async () => {
    const token = jar.get(CSRF_COOKIE);
    const response = await fetch(apiUrl('/api/logout'), {
      method: 'POST',
      headers: { cookie: jar.header(), ...(token && { [CSRF_HEADER]: token }) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    jar.receive(response.headers.getSetCookie());
    return response;
  };
  const sentToken = jar.get(CSRF_COOKIE);
  let response = await send();
  if (response.status === 403 && jar.get(CSRF_COOKIE) !== sentToken) response = await send();
  if (!response.ok) throw new Error(`POST /api/logout answered ${response.status}`);
  return jar;
}

/** Runs a layout form's action: the currency chosen kept in its cookie; a sign-out, then home. */
export async function runShellAction(
  action: string,
  form: URLSearchParams,
  context: ShellActionContext,
): Promise<ShellActionAnswer | null> {
  switch (action as ShellAction) {
    case 'currency': {
      const code = form.get('currency') ?? '';
      const secure = context.publicUrl.startsWith('https:') ? '; Secure' : '';
      return {
        location: context.url,
        setCookie: isCurrencyCode(code)
          ? [`${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`]
          : [],
      };
    }
    case 'logout':
      try {
        return { location: '/', setCookie: (await signOut(context)).received };
      } catch {
        return {
          location: context.url,
          setCookie: [flashCookie(SIGN_OUT_FAILED, context.publicUrl)],
        };
      }
    default:
      return null;
  }
}
