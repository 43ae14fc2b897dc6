import { readCookie, UTM_COOKIE } from '@sohnne/platform';
import { campaignOf, rememberCampaign } from './campaign';

describe('campaign parameters', () => {
  afterEach(() => {
    document.cookie = `${UTM_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('takes only the utm_* parameters, trimmed and bounded', () => {
    expect(campaignOf('?utm_source=news&utm_medium=%20email%20&page=2&utm_x=1')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
    });
    expect(campaignOf(`?utm_campaign=${'a'.repeat(500)}`)!.utm_campaign).toHaveLength(200);
    expect(campaignOf('?page=2&utm_source=')).toBeNull();
  });

  it('stores the landing campaign as JSON in a cookie, and leaves it alone for a URL without one', () => {
    rememberCampaign('?utm_source=instagram&utm_campaign=spring');
    expect(JSON.parse(readCookie(UTM_COOKIE)!)).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'spring',
    });
    rememberCampaign('?page=3');
    expect(JSON.parse(readCookie(UTM_COOKIE)!)).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'spring',
    });
  });
});
