import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { postForm } from '../../test/postForm';

const FIELDS = {
  name: ' Ada ',
  email: 'ada@example.com',
  topic: 'Delivery',
  message: 'When will my sofa arrive?',
};

const sent: { body: unknown; csrf: string | null }[] = [];
beforeEach(() => {
  sent.length = 0;
  server.use(
    http.post('/api/content/contact', async ({ request }) => {
      sent.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
      return HttpResponse.json({ received: true }, { status: 201 });
    }),
  );
});

test('a valid message is sent as the hydrated form sends it, then back to the page (303) with the thanks', async () => {
  expect(await postForm('/contact-us', FIELDS)).toEqual({
    redirect: '/contact-us',
    flash: {
      kind: 'success',
      text: 'Thank you! Your message has been sent. We’ll get back to you soon.',
    },
  });
  expect(sent).toEqual([
    {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        topic: 'Delivery',
        message: 'When will my sofa arrive?',
      },
      csrf: 'token-1',
    },
  ]);
});

test("the form's own schema refuses: the page again (422), each message under its field, nothing sent", async () => {
  const result = await postForm('/contact-us', {
    ...FIELDS,
    email: 'nope',
    topic: 'Gossip',
    message: 'short',
  });
  expect(result).toEqual({
    status: 422,
    values: { name: ' Ada ', email: 'nope', topic: 'Gossip', message: 'short' },
    errors: {
      email: 'Please enter a valid email address',
      topic: 'Please choose a topic',
      message: 'Please enter a message of 10 to 5000 characters',
    },
  });
  expect(sent).toEqual([]);
});

test("the service's refusal: its messages under the fields it names, else the form's failure", async () => {
  server.use(
    http.post('/api/content/contact', () =>
      HttpResponse.json(
        {
          message: ['email Please enter a valid email address'],
          errors: { email: ['Please enter a valid email address'] },
        },
        { status: 400 },
      ),
    ),
  );
  expect(await postForm('/contact-us', FIELDS)).toMatchObject({
    status: 422,
    errors: { email: 'Please enter a valid email address' },
  });

  server.use(http.post('/api/content/contact', () => new HttpResponse(null, { status: 503 })));
  expect(await postForm('/contact-us', FIELDS)).toMatchObject({
    status: 422,
    values: { email: 'ada@example.com' },
    errors: { '': 'We couldn’t send your message. Please try again.' },
  });
});
