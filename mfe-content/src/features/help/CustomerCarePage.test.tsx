import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

// Typing without a delay per key; the stack's builds share the CPU in CI.
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);

const care = {
  group: 'customer-care',
  topics: [
    {
      topic: 'Delivery',
      items: [
        { question: 'When will my order arrive?', answers: '89% arrive within 5 to 7 days.' },
      ],
    },
    {
      topic: 'Returns & Refunds',
      items: [
        { question: 'What if I refuse a delivery?', answers: 'A $49 return shipping fee applies.' },
      ],
    },
    {
      topic: 'Order Issues',
      items: [{ question: 'My item arrived damaged.', answers: 'Report it within 48 hours.' }],
    },
    {
      topic: 'Product & Stock',
      items: [{ question: 'Are your products originals?', answers: 'No, replicas.' }],
    },
    {
      topic: 'Help & FAQ',
      items: [{ question: 'How do I contact you?', answers: 'Support is available 24/7.' }],
    },
    {
      topic: 'Technical',
      items: [{ question: 'I forgot my password.', answers: 'Use Forgot password.' }],
    },
  ],
};
const popular = {
  group: 'customer-care-popular',
  topics: [
    {
      topic: 'Popular questions',
      items: [{ question: 'Can I cancel my order?', answers: 'Yes, before it ships.' }],
    },
  ],
};

function serve() {
  server.use(
    http.get('/api/content/faqs/customer-care', () => HttpResponse.json(care)),
    http.get('/api/content/faqs/customer-care-popular', () => HttpResponse.json(popular)),
  );
}

test('shows the six topics, the popular questions and the 24/7 box; the search filters the topics', async () => {
  serve();
  const platform = await renderAt('/customer-care');
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(
    expect.arrayContaining([
      'Delivery',
      'Returns & Refunds',
      'Order Issues',
      'Product & Stock',
      'Help & FAQ',
      'Technical',
      'Popular FAQs',
    ]),
  );
  expect(screen.getByText('Can I cancel my order?')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'We’re here 24/7' })).toBeTruthy();

  await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), '  DAMAGED ');
  expect(screen.queryByRole('heading', { name: 'Delivery' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Order Issues' })).toBeTruthy();

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'teleport');
  expect(screen.getByText(/No help topics match/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Start live chat' }));
  expect(platform.chat.open).toHaveBeenCalledTimes(1);
});

test('shows an error state when the topics cannot be loaded', async () => {
  server.use(
    http.get('/api/content/faqs/customer-care', () => HttpResponse.json({}, { status: 500 })),
    http.get('/api/content/faqs/customer-care-popular', () => HttpResponse.json(popular)),
  );
  await renderAt('/customer-care');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the help topics. Please try again.",
  );
});
