import { UTM_COOKIE } from '@sohnne/platform';

const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;
const MAX_VALUE_LENGTH = 200;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** The utm_* parameters of a landing URL's query, or null when it has none. */
export function campaignOf(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const found = UTM_KEYS.flatMap((key) => {
    const value = params.get(key)?.trim();
    return value ? [[key, value.slice(0, MAX_VALUE_LENGTH)] as const] : [];
  });
  return found.length ? Object.fromEntries(found) : null;
}

/** Keeps the campaign a visitor landed with for 30 days (a later campaign replaces it), for the order confirmation. */
export function rememberCampaign(search: string): void {
  const campaign = campaignOf(search);
  if (!campaign) return;
  document.cookie = `${UTM_COOKIE}=${encodeURIComponent(JSON.stringify(campaign))}; path=/; max-age=${THIRTY_DAYS_S}; SameSite=Lax`;
}
