import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';
import { contactSchema } from './contactForm';

// Typing without a delay per key; the stack's builds share the CPU in CI.
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);

beforeEach(() => {
  document.cookie = 'sohnne_csrf=token-1';
  server.use(
    http.get('/api/content/contact-channels', () =>
      HttpResponse.json({
        whatsapp: 'https://wa.me/442079460125',
        sms: 'sms:+442079460125',
        number: '+442079460125',
      }),
    ),
  );
});

test('validation: every field has its message', () => {
  const refused = contactSchema.safeParse({
    name: ' ',
    email: 'nope',
    topic: '',
    message: 'short',
  });
  expect(refused.success ? {} : refused.error.flatten().fieldErrors).toEqual({
    name: ['Please enter your name (up to 80 characters)'],
    email: ['Please enter a valid email address'],
    topic: ['Please choose a topic'],
    message: ['Please enter a message of 10 to 5000 characters'],
  });
  expect(
    contactSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'Delivery',
      message: 'When will my sofa arrive?',
    }).success,
  ).toBe(true);
});

test('the three options, the consent notice, and a bad submission that loses nothing', async () => {
  const posted: unknown[] = [];
  server.use(
    http.post('/api/content/contact', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ received: true }, { status: 201 });
    }),
  );
  const platform = await renderAt('/contact-us');

  expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe(
    '/help-faqs',
  );
  expect((await screen.findByRole('link', { name: 'WhatsApp' })).getAttribute('href')).toBe(
    'https://wa.me/442079460125',
  );
  expect(screen.getByRole('link', { name: 'SMS +442079460125' }).getAttribute('href')).toBe(
    'sms:+442079460125',
  );
  expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
    '/terms-of-use',
  );
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    '/privacy-policy',
  );
  await user.click(screen.getByRole('button', { name: 'Start live chat' }));
  expect(platform.chat.open).toHaveBeenCalledTimes(1);

  await user.type(screen.getByLabelText('Name'), 'Ada Wren');
  await user.type(screen.getByLabelText('E-mail'), 'ada@');
  await user.type(screen.getByLabelText('Message'), 'When will my sofa arrive?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(screen.getByText('Please choose a topic')).toBeTruthy();
  expect(posted).toEqual([]);
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Wren');
  expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
    'When will my sofa arrive?',
  );

  await user.type(screen.getByLabelText('E-mail'), 'example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Delivery');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() =>
    expect(posted).toEqual([
      {
        name: 'Ada Wren',
        email: 'ada@example.com',
        topic: 'Delivery',
        message: 'When will my sofa arrive?',
      },
    ]),
  );
  expect(await screen.findByText(/Your message has been sent/)).toBeTruthy();
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
});

/** Fills the form with a warranty question and sends it. */
async function sendWarrantyMessage() {
  await renderAt('/contact-us');
  await user.type(screen.getByLabelText('Name'), 'Ada Wren');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Warranty');
  await user.type(screen.getByLabelText('Message'), 'A leg came loose after a year.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

test('a failure of the service keeps what was typed and says so', async () => {
  server.use(http.post('/api/content/contact', () => HttpResponse.json({}, { status: 500 })));
  await sendWarrantyMessage();
  expect(
    (await screen.findByText('We couldn’t send your message. Please try again.')).getAttribute(
      'role',
    ),
  ).toBe('alert');
  expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
    'A leg came loose after a year.',
  );
});

test('the service’s refusal of a field lands under that field, by its name', async () => {
  server.use(
    http.post('/api/content/contact', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: ['This address cannot receive mail'],
          errors: { email: ['This address cannot receive mail'] },
        },
        { status: 400 },
      ),
    ),
  );
  await sendWarrantyMessage();
  const email = screen.getByLabelText('E-mail');
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
    'This address cannot receive mail',
  );
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
