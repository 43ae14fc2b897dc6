import {
  CROSS_SITE_POST,
  flashCookie,
  FLASH_COOKIE,
  readFlash,
  refusalOf,
  STALE_FORM,
} from './form-post';

const SHOP = 'https://shop.example';
const form = (token?: string) => new URLSearchParams(token === undefined ? {} : { _csrf: token });

describe('a form posted to a page', () => {
  it('runs its action when the browser says it comes from the shop', () => {
    expect(refusalOf({ form: form(''), origin: SHOP }, undefined, SHOP)).toBeNull();
    expect(refusalOf({ form: form(), fetchSite: 'same-origin' }, undefined, SHOP)).toBeNull();
    // A page that sends no Referer (a reset link's) posts with Origin: null; Sec-Fetch-Site still says.
    expect(
      refusalOf({ form: form(''), origin: 'null', fetchSite: 'same-origin' }, undefined, SHOP),
    ).toBeNull();
  });

  it('is refused from another site, or when the browser says nothing of where it comes from', () => {
    for (const post of [
      { form: form(''), origin: 'https://evil.example' },
      { form: form(''), origin: 'null' },
      { form: form(''), fetchSite: 'cross-site' },
      { form: form(''), origin: SHOP, fetchSite: 'same-site' },
      { form: form('') },
    ])
      expect(refusalOf(post, undefined, SHOP)).toBe(CROSS_SITE_POST);
  });

  it("needs the visitor's token from a signed-in customer, and whenever the form carries one", () => {
    const cookie = 'sohnne_session=s1; sohnne_csrf=tok';
    expect(refusalOf({ form: form('tok'), origin: SHOP }, cookie, SHOP)).toBeNull();
    expect(refusalOf({ form: form(''), origin: SHOP }, cookie, SHOP)).toBe(STALE_FORM);
    expect(refusalOf({ form: form('other'), origin: SHOP }, cookie, SHOP)).toBe(STALE_FORM);
    expect(refusalOf({ form: form('old'), origin: SHOP }, 'sohnne_csrf=new', SHOP)).toBe(
      STALE_FORM,
    );
  });
});

describe('the one-time message of a form', () => {
  it('is read back from its cookie, and anything forged or malformed is no message', () => {
    const set = flashCookie({ kind: 'success', text: 'Successfully logged in' }, SHOP);
    expect(set).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const value = set.split(';')[0];
    expect(readFlash(value)).toEqual({ kind: 'success', text: 'Successfully logged in' });
    const forged = Buffer.from(JSON.stringify({ kind: 'html', text: '<b>' })).toString('base64url');
    expect(readFlash(`${FLASH_COOKIE}=${forged}`)).toBeNull();
    expect(readFlash(`${FLASH_COOKIE}=not-base64-json`)).toBeNull();
    expect(readFlash(undefined)).toBeNull();
  });
});
