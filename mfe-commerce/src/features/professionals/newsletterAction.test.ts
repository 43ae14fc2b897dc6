import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { postTo } from '../../test/action';
import { newsletterAction } from './newsletterAction';

const signUps: unknown[] = [];
beforeEach(() => {
  signUps.length = 0;
  server.use(
    http.post('/api/content/newsletter', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      signUps.push(body);
      return HttpResponse.json({ subscribed: true, email: body.email }, { status: 201 });
    }),
  );
});

test('a sign-up posted to /professionals signs up as the form does, then back (303) with the thanks', async () => {
  expect(
    await postTo(newsletterAction, '/professionals', {
      _csrf: 'token-1',
      name: ' ',
      email: ' ada@studio.test ',
    }),
  ).toEqual({
    redirect: '/professionals',
    flash: {
      kind: 'success',
      text: 'Thank you! ada@studio.test is signed up to our business newsletter.',
    },
  });
  expect(signUps).toEqual([{ email: 'ada@studio.test', source: 'professionals' }]);
  await postTo(newsletterAction, '/professionals', { name: 'Ada', email: 'ada@studio.test' });
  expect(signUps[1]).toEqual({ email: 'ada@studio.test', name: 'Ada', source: 'professionals' });
});

test('an address the schema refuses is the page again (422) with its message; nothing is sent', async () => {
  expect(await postTo(newsletterAction, '/professionals', { name: 'Ada', email: 'ada@' })).toEqual({
    status: 422,
    values: { name: 'Ada', email: 'ada@' },
    errors: { email: 'Please enter a valid email address' },
  });
  expect(signUps).toEqual([]);
});

test("a refused sign-up says the service's message, or the form's failure when it gave none", async () => {
  server.use(
    http.post('/api/content/newsletter', () =>
      HttpResponse.json({ message: 'Too many sign-ups. Try later.' }, { status: 429 }),
    ),
  );
  expect(
    await postTo(newsletterAction, '/professionals', { name: '', email: 'ada@studio.test' }),
  ).toMatchObject({ status: 422, errors: { '': 'Too many sign-ups. Try later.' } });
  server.use(http.post('/api/content/newsletter', () => HttpResponse.error()));
  expect(
    await postTo(newsletterAction, '/professionals', { name: '', email: 'ada@studio.test' }),
  ).toMatchObject({ status: 422, errors: { '': 'We could not sign you up. Please try again.' } });
});
