import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { postTo } from '../../test/action';
import { tradeAction } from './tradeAction';

const FIELDS = {
  _csrf: 'token-1',
  company: ' Studio Nord ',
  name: 'Ada Lind',
  email: 'ada@studionord.test',
  phone: '+1 555 0100',
  website: '',
  business_type: 'Architect',
  message: '',
};

const sent: { body: unknown; csrf: string | null }[] = [];
beforeEach(() => {
  sent.length = 0;
  server.use(
    http.post('/api/trade/applications', async ({ request }) => {
      sent.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
      return HttpResponse.json(
        { id: 'a1', status: 'pending', created_at: '2026-11-23T02:00:00.000Z' },
        { status: 201 },
      );
    }),
  );
});

test('a valid application is sent as the hydrated form sends it, then back to the page (303) with the thanks', async () => {
  expect(await postTo(tradeAction, '/trade', FIELDS)).toEqual({
    redirect: '/trade',
    flash: {
      kind: 'success',
      text: 'Thank you! Your application is received. Our trade team will review it and reply within 3 working days.',
    },
  });
  // Trimmed, blank optional fields left out, with the shopper's CSRF token.
  expect(sent).toEqual([
    {
      body: {
        company: 'Studio Nord',
        name: 'Ada Lind',
        email: 'ada@studionord.test',
        phone: '+1 555 0100',
        business_type: 'Architect',
      },
      csrf: 'token-1',
    },
  ]);
});

test("an application the form's schema refuses is the page again (422), each message under its field; nothing is sent", async () => {
  const result = await postTo(tradeAction, '/trade', {
    ...FIELDS,
    company: '',
    email: 'ada@',
    website: 'not a site',
    business_type: 'Astronaut',
  });
  expect(result).toEqual({
    status: 422,
    values: {
      ...FIELDS,
      _csrf: undefined,
      company: '',
      email: 'ada@',
      website: 'not a site',
      business_type: 'Astronaut',
    },
    errors: {
      company: 'Company is required',
      email: 'Invalid email address',
      website: 'Website must be a URL',
      business_type: 'Please choose your business type',
    },
  });
  expect(sent).toEqual([]);
});

test("the service's refusal is said as the hydrated form says it: by field, else the form's failure", async () => {
  server.use(
    http.post('/api/trade/applications', () =>
      HttpResponse.json(
        {
          message: ['email already has a pending application'],
          errors: { email: ['already has a pending application'] },
        },
        { status: 400 },
      ),
    ),
  );
  expect(await postTo(tradeAction, '/trade', FIELDS)).toMatchObject({
    status: 422,
    errors: { email: 'already has a pending application' },
  });
  server.use(http.post('/api/trade/applications', () => HttpResponse.error()));
  expect(await postTo(tradeAction, '/trade', FIELDS)).toMatchObject({
    status: 422,
    values: { company: 'Studio Nord' },
    errors: { '': 'We could not send your application. Please try again.' },
  });
});
