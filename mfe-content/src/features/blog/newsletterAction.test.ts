import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { postForm } from '../../test/postForm';

const signUps: unknown[] = [];
beforeEach(() => {
  signUps.length = 0;
  server.use(
    http.post('/api/content/newsletter', async ({ request }) => {
      signUps.push(await request.json());
      return HttpResponse.json({ subscribed: true }, { status: 201 });
    }),
  );
});

test('a sign-up posted to the blog signs up as the panel does, then back to the same blog page (303) with the thanks', async () => {
  expect(await postForm('/blog?page=2', { email: ' ada@example.com ' })).toEqual({
    redirect: '/blog?page=2',
    flash: {
      kind: 'success',
      text: 'Thanks for subscribing! Look out for our next letter in your inbox.',
    },
  });
  expect(signUps).toEqual([{ email: 'ada@example.com', source: 'blog' }]);
});

test('an address the schema refuses is the page again (422) with its message; nothing is sent', async () => {
  expect(await postForm('/blog', { email: '' })).toEqual({
    status: 422,
    values: { email: '' },
    errors: { email: 'Please enter your email address' },
  });
  expect(await postForm('/blog', { email: 'ada@' })).toMatchObject({
    errors: { email: 'Please enter a valid email address' },
  });
  expect(signUps).toEqual([]);
});

test("a refused sign-up says the service's message, or the panel's failure when it gave none", async () => {
  server.use(
    http.post('/api/content/newsletter', () =>
      HttpResponse.json({ message: 'Too many sign-ups. Try later.' }, { status: 429 }),
    ),
  );
  expect(await postForm('/blog', { email: 'ada@example.com' })).toMatchObject({
    status: 422,
    errors: { '': 'Too many sign-ups. Try later.' },
  });
  server.use(http.post('/api/content/newsletter', () => HttpResponse.error()));
  expect(await postForm('/blog', { email: 'ada@example.com' })).toMatchObject({
    status: 422,
    errors: { '': 'We couldn’t sign you up. Please try again.' },
  });
});
