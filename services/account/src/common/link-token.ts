import { createHash, randomBytes } from 'node:crypto';

/** What is stored of a token mailed in a link: its SHA-256 (a leaked database holds no usable link). */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for a single-use link, with the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

/** The shop's page at `path` carrying `token` (always on PUBLIC_URL, never a request's host). */
export function shopLink(publicUrl: string, path: string, token: string): string {
  const link = new URL(path, publicUrl);
  link.searchParams.set('token', token);
  return link.toString();
}
