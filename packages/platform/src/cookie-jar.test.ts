import { CookieJar } from './cookie-jar';

test('a jar sends what the browser sent, then what the services set, and keeps every line for the browser', () => {
  const jar = new CookieJar('sohnne_visitor=v1; sohnne_csrf=a%2Eb');
  expect(jar.get('sohnne_csrf')).toBe('a.b');
  jar.receive([
    'sohnne_session=s1; Path=/; HttpOnly; SameSite=Lax',
    'sohnne_csrf=c.d; Path=/; SameSite=Lax',
    'sohnne_visitor=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ]);
  expect(jar.header()).toBe('sohnne_csrf=c.d; sohnne_session=s1');
  expect(jar.received).toHaveLength(3);
  jar.receive(['sohnne_session=x; Max-Age=0']);
  expect(jar.get('sohnne_session')).toBeUndefined();
});
