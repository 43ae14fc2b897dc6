import { createHash, randomBytes } from 'node:crypto';
import type { Model, QueryFilter, Types } from 'mongoose';

/** What is stored of a token mailed in a link: its SHA-256 (a leaked database holds no usable link). */
const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

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

/** What a stored single-use link has (password reset, new e-mail address). */
interface StoredLink {
  token_hash: string;
  user_id: Types.ObjectId;
  expires_at: Date;
  used_at: Date | null;
}

/** Uses the link of `token` once: the stored link, or null when it is unknown, used or expired. */
export function claimLink<T extends StoredLink>(links: Model<T>, token: string) {
  const usable: QueryFilter<StoredLink> = {
    token_hash: linkTokenHash(token),
    used_at: null,
    expires_at: { $gt: new Date() },
  };
  return links
    .findOneAndUpdate(
      usable as QueryFilter<T>,
      { $set: { used_at: new Date() } },
      {
        returnDocument: 'after',
      },
    )
    .exec();
}

/** A new link makes the customer's older unused ones useless. */
export async function retireLinks<T extends StoredLink>(
  links: Model<T>,
  userId: Types.ObjectId,
): Promise<void> {
  const unused: QueryFilter<StoredLink> = { user_id: userId, used_at: null };
  await links.updateMany(unused as QueryFilter<T>, { $set: { used_at: new Date() } }).exec();
}
