import { render, screen, waitFor } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { z } from 'zod';
import {
  emailField,
  FormError,
  FormSubmit,
  TextField,
  useFieldError,
  useParentForm,
  useZodForm,
  ZodForm,
  type SubmitOutcome,
} from './form-kit';
import { theme } from './theme';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: emailField('Invalid email address'),
});
type Values = z.infer<typeof schema>;

function SignUp({
  send,
  onRender,
}: {
  send: (values: Values) => Promise<SubmitOutcome> | SubmitOutcome;
  onRender?: () => void;
}) {
  const form = useZodForm(schema, { name: '', email: '' });
  onRender?.();
  return (
    <ZodForm form={form} onSubmit={send} failure="Please try again." aria-label="Sign up">
      <TextField name="name" label="Name" />
      <TextField name="email" label="Email" type="email" />
      <FormError />
      <FormSubmit>Send</FormSubmit>
    </ZodForm>
  );
}

/** Renders `ui` in the kit's theme. */
function renderThemed(ui: ReactNode) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

function renderForm(
  send: (values: Values) => Promise<SubmitOutcome> | SubmitOutcome,
  onRender?: () => void,
) {
  renderThemed(<SignUp send={send} onRender={onRender} />);
  return userEvent.setup();
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

test('the schema’s messages go under their fields and nothing is sent', async () => {
  const send = jest.fn();
  const user = renderForm(send);
  await user.type(screen.getByLabelText('Email'), 'ada@');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  // The resolver checks asynchronously: wait for its answer.
  expect(await screen.findByText('Name is required')).toBeTruthy();
  expect(alerts()).toEqual(['Name is required', 'Invalid email address']);
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  expect(send).not.toHaveBeenCalled();
  // The first wrong field in the page's order takes focus once the messages are painted.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
});

test('focus goes to the first wrong field in the page’s order, not the schema’s', async () => {
  function Reversed() {
    const form = useZodForm(schema, { name: '', email: '' });
    return (
      <ZodForm form={form} onSubmit={jest.fn()} aria-label="Sign up">
        <TextField name="email" label="Email" type="email" />
        <TextField name="name" label="Name" />
        <FormSubmit>Send</FormSubmit>
      </ZodForm>
    );
  }
  renderThemed(<Reversed />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
});

test('a refusal’s field errors land under the fields they name, the first focused; its other message above the button', async () => {
  const body = {
    statusCode: 400,
    message: ['This address is already registered', 'Too many sign-ups today'],
    errors: { email: ['This address is already registered'], unknown: 'ignored' },
  };
  const user = renderForm(async () => ({ error: { status: 400, data: body } }));
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This address is already registered')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  expect(alerts()).toEqual(['This address is already registered', 'Too many sign-ups today']);
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
});

test('a refusal without a word about any field says the fallback', async () => {
  const user = renderForm(async () => ({ error: { status: 'FETCH_ERROR', error: 'offline' } }));
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please try again.')).toBeTruthy();
});

function Delivery({ send }: { send: () => Promise<SubmitOutcome> }) {
  const form = useZodForm(z.object({ address: z.object({ city: z.string() }) }), {
    address: { city: '' },
  });
  return (
    <ZodForm form={form} onSubmit={send} aria-label="Delivery">
      <TextField name="address.city" label="City" />
      <FormError />
      <FormSubmit>Send</FormSubmit>
    </ZodForm>
  );
}

test('a nested field’s error lands under the field its path names, not above the button', async () => {
  const body = {
    statusCode: 400,
    message: ['address.city City is required'],
    errors: { 'address.city': ['City is required'] },
  };
  renderThemed(<Delivery send={async () => ({ error: { status: 400, data: body } })} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('City is required')).toBeTruthy();
  expect(alerts()).toEqual(['City is required']);
  expect(document.activeElement).toBe(screen.getByLabelText('City'));
});

test('a kit form posts: sent before its scripts run, its fields never reach the address bar', () => {
  renderForm(jest.fn());
  expect(screen.getByRole('form', { name: 'Sign up' }).getAttribute('method')).toBe('post');
});

test('sending and a field’s message re-render the parts that show them, not the whole form', async () => {
  let resolveSend: (outcome: SubmitOutcome) => void = () => undefined;
  const formRenders = jest.fn();
  const user = renderForm(
    () => new Promise<SubmitOutcome>((resolve) => (resolveSend = resolve)),
    formRenders,
  );
  const rendersAtStart = formRenders.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name is required')).toBeTruthy();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('button', { name: /Send/ })).getAttribute('aria-busy')).toBe(
    'true',
  );
  resolveSend();
  expect(formRenders).toHaveBeenCalledTimes(rendersAtStart);
});

test('a refused submit re-renders the messages that changed, not every field’s', async () => {
  const renders: Record<string, number> = { name: 0, email: 0 };
  function Message({ name }: { name: 'name' | 'email' }) {
    const message = useFieldError(name);
    renders[name] += 1;
    return message ? <p>{message}</p> : null;
  }
  function Form() {
    const form = useZodForm(schema, { name: '', email: '' });
    return (
      <ZodForm form={form} onSubmit={jest.fn()} aria-label="Sign up">
        <input aria-label="Email" {...form.register('email')} />
        <Message name="name" />
        <Message name="email" />
        <FormSubmit>Send</FormSubmit>
      </ZodForm>
    );
  }
  renderThemed(<Form />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  const before = { ...renders };
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name is required')).toBeTruthy();
  expect(renders.name).toBeGreaterThan(before.name);
  expect(renders.email).toBe(before.email);
});

test('the parts reading the form render once as it mounts, not again when react-hook-form re-renders its owner', () => {
  const partRenders = jest.fn();
  const ownerRenders = jest.fn();
  const Part = memo(function Part() {
    useParentForm<Values>();
    partRenders();
    return null;
  });
  function Owner() {
    const form = useZodForm(schema, { name: '', email: '' });
    ownerRenders();
    return (
      <ZodForm form={form} onSubmit={jest.fn()} aria-label="Sign up">
        <Part />
      </ZodForm>
    );
  }
  renderThemed(<Owner />);
  // react-hook-form marks the form ready from a layout effect, which renders its owner a second time.
  expect(ownerRenders.mock.calls.length).toBeGreaterThan(1);
  expect(partRenders).toHaveBeenCalledTimes(1);
});

test('the schema is parsed once after the form mounts, while idle, whatever number of forms use it', () => {
  const ownSchema = z.object({ code: z.string().min(4, 'Too short') });
  function Coupon() {
    const form = useZodForm(ownSchema, { code: '' });
    return (
      <ZodForm form={form} onSubmit={jest.fn()} aria-label="Coupon">
        <TextField name="code" label="Code" />
      </ZodForm>
    );
  }
  jest.useFakeTimers();
  try {
    const parse = jest.spyOn(ownSchema, 'safeParseAsync');
    renderThemed(
      <>
        <Coupon />
        <Coupon />
      </>,
    );
    expect(parse).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith({ code: '' });
  } finally {
    jest.useRealTimers();
  }
});
