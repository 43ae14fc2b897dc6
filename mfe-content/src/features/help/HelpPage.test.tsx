import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const TOPICS = [
  'Product Availability',
  'Warehouse and Fulfillment',
  'Payment Method',
  'Shipping Service',
  'Cancellation Policy',
  'Refund Policy',
  'Warranty',
  'financing plan',
];
const help = {
  group: 'help',
  topics: TOPICS.map((topic) => ({
    topic,
    items: [{ question: `About ${topic}?`, answers: `The answer on ${topic}.` }],
  })),
};

test.each(['/help', '/help-faqs'])('%s shows the eight topics as an accordion', async (path) => {
  server.use(http.get('/api/content/faqs/help', () => HttpResponse.json(help)));
  await renderAt(path);
  const buttons = await screen.findAllByRole('button', { expanded: false });
  expect(buttons.map((button) => button.textContent)).toEqual(TOPICS);
  await userEvent.click(screen.getByRole('button', { name: 'Refund Policy' }));
  expect(screen.getByRole('button', { name: 'Refund Policy' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  expect(screen.getByText('The answer on Refund Policy.')).toBeTruthy();
});

test('shows an error with Try again when the questions cannot be loaded', async () => {
  server.use(http.get('/api/content/faqs/help', () => HttpResponse.json({}, { status: 503 })));
  await renderAt('/help');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the questions. Please try again.",
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});
