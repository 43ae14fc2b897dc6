import { zodResolver } from '@hookform/resolvers/zod';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { afterNextPaint } from './after-next-paint';
import { FormTokenField, PostedFormContext } from './form-context';
import { Checkbox, Field, FieldError, FieldWrap, Form, SubmitButton } from './forms';
import { whenIdle } from './when-idle';

/*
 * The one form kit (react-hook-form + zod): a schema says what is valid and what to say, fields are bound by
 * name and show their error under them, and a refusal from the server lands under the fields its error body
 * names (`errors: { field: message }`), the rest above the submit button.
 */

/** The e-mail address check every form shares: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address field, trimmed. */
export const emailField = (message: string) => z.string().trim().regex(EMAIL_PATTERN, message);

/** `defaults` with what a refused post typed, for the fields the form has. */
function withPosted<T>(defaults: T, posted: Record<string, unknown>): T {
  if (!defaults || typeof defaults !== 'object' || Array.isArray(defaults)) return defaults;
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => {
      if (!(key in posted)) return [key, value];
      const sent = posted[key];
      if (value && typeof value === 'object' && !Array.isArray(value))
        return [key, withPosted(value, (sent ?? {}) as Record<string, unknown>)];
      return [key, typeof value === 'boolean' ? sent === true || sent === 'on' : sent];
    }),
  ) as T;
}

/** The messages of a refused post as react-hook-form's errors: by field, the form's own as `root.server`. */
function postedErrors(errors: Record<string, string>): FieldValues {
  const tree: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path ? path.split('.') : ['root', 'server'];
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = { type: 'server', message };
  }
  return tree;
}

/**
 * A form whose values a zod schema checks (on submit, then on every change of a field shown as wrong).
 * Rendered after a refused post (the page server's 422), it starts from what was typed, with its messages.
 */
export function useZodForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  const posted = useContext(PostedFormContext);
  // One object per post: react-hook-form sets the errors again whenever this one changes.
  const errors = useMemo(() => (posted ? postedErrors(posted.errors) : undefined), [posted]);
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues: posted ? withPosted(defaultValues, posted.values) : defaultValues,
    errors,
    // ZodForm focuses the first wrong field after the messages are painted (focusFirstWrong).
    shouldFocusError: false,
  });
  // Zod builds a schema's checks on its first parse: that parse runs once the page is idle, not in the tap
  // of the form's first submit (issue 39: 10–15 ms of the checkout's place-order tap at 4x).
  const { getValues } = form;
  useEffect(() => {
    if (parsedSchemas.has(schema)) return;
    parsedSchemas.add(schema);
    whenIdle(() => void schema.safeParseAsync(getValues()));
  }, [schema, getValues]);
  return form;
}

/** The schemas parsed once already (useZodForm). */
const parsedSchemas = new WeakSet<z.ZodType>();

/** The server's messages per field, from an API error body's `errors` (`{ email: 'Invalid email address' }`). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const found: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const text = Array.isArray(message)
      ? message.find((item): item is string => typeof item === 'string')
      : message;
    if (typeof text === 'string' && text) found[field] = text;
  }
  return found;
}

/** The body's `message` (Nest sends a string, or a list for validation), or nothing. */
function messagesOf(body: unknown): string[] {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return [message];
  return Array.isArray(message)
    ? message.filter((item): item is string => typeof item === 'string' && !!item)
    : [];
}

/**
 * A failed call's error (RTK Query's, the body as `data`) as messages for a form holding `values`: each
 * message the body gives for a field the form has (a nested one by its path, 'address.postal_code') by that
 * path, in order; any other message, or `fallback` when the server said nothing about a field, under ''
 * (the form as a whole): what a form action's refusal of a post says, as the hydrated form would.
 */
export function serverMessages(
  values: unknown,
  error: unknown,
  fallback: string,
): Record<string, string> {
  const body = (error as { data?: unknown } | null | undefined)?.data;
  // A field is a value the form holds by that name, not a group of fields ('address').
  const isField = (name: string) => {
    const value: unknown = get(values, name);
    return (
      value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))
    );
  };
  const placed = Object.entries(fieldErrorsOf(body)).filter(([field]) => isField(field));
  // The `message` list repeats each field's message, a nested one after its path ('address.city …').
  const said = new Set(placed.flatMap(([field, message]) => [message, `${field} ${message}`]));
  const rest = messagesOf(body).filter((message) => !said.has(message));
  if (rest.length) return Object.fromEntries([...placed, ['', rest.join('. ')]]);
  return Object.fromEntries(placed.length ? placed : [['', fallback]]);
}

/**
 * Spreads a failed call's error over the form (serverMessages): each field's message under it, the first
 * one focused; the rest to the form. Answers how many messages went under fields.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback: string,
): number {
  const messages = Object.entries(serverMessages(form.getValues(), error, fallback));
  const placed = messages.filter(([field]) => field !== '');
  placed.forEach(([field, message], index) =>
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  for (const [field, message] of messages)
    if (field === '') form.setError('root.server', { type: 'server', message });
  return placed.length;
}

/** The names of the fields `errors` has a message for, nested ones by path ('address.city'). */
function wrongFields(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (key === 'root' && !prefix) return [];
    const name = prefix + key;
    if (!error || typeof error !== 'object') return [];
    return 'message' in error || 'type' in error
      ? [name]
      : wrongFields(error as FieldErrors, `${name}.`);
  });
}

/**
 * Focuses the first field of `form`, in the page's order, that `errors` has a message for; it follows the
 * paint of the messages: focusing (and scrolling to) a field inside the tap held the tap's frame (issue 39:
 * the checkout's place order, 100 ms at 4x). A field without an element of its own takes react-hook-form's focus.
 */
function focusFirstWrong<T extends FieldValues>(
  form: UseFormReturn<T>,
  element: EventTarget | null | undefined,
  errors: FieldErrors<T>,
): void {
  const names = wrongFields(errors);
  if (!names.length) return;
  afterNextPaint(() => {
    const controls = element instanceof HTMLFormElement ? [...element.elements] : [];
    const first = controls.find(
      (control): control is HTMLElement =>
        control instanceof HTMLElement &&
        names.includes(control.getAttribute('name') ?? '') &&
        !control.matches(':disabled, [type="hidden"]'),
    );
    if (first) first.focus();
    else form.setFocus(names[0] as Path<T>);
  });
}

/** What an onSubmit answers: an RTK Query mutation's result (`{ error }` when refused), or nothing. */
export type SubmitOutcome = { error?: unknown } | void;

// No `method`: a kit form always posts (below).
type KitFormProps<T extends FieldValues> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'method'
> & {
  form: UseFormReturn<T>;
  /** Sends the valid values; a refusal's error body is spread over the fields. */
  onSubmit: (values: T) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Said when the call failed without a message about any field. */
  failure?: string;
  children: ReactNode;
};

/** A form of the kit: no browser validation bubbles, the schema's and the server's errors under the fields. */
export function ZodForm<T extends FieldValues>({
  form,
  onSubmit,
  failure = 'Something went wrong. Please try again.',
  children,
  ...rest
}: KitFormProps<T>) {
  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await onSubmit(values);
      if (outcome && 'error' in outcome && outcome.error !== undefined)
        applyServerErrors(form, outcome.error, failure);
    },
    (errors, event) => focusFirstWrong(form, event?.target, errors),
  );
  return (
    <FormProvider {...form}>
      <KitFormContext.Provider value={form as unknown as UseFormReturn}>
        {/* POST, never the default GET: a form sent before its scripts run puts no field in the address. */}
        <Form {...rest} method="post" noValidate onSubmit={submit}>
          <FormTokenField />
          {children}
        </Form>
      </KitFormContext.Provider>
    </FormProvider>
  );
}

/*
 * The kit's fields and a form's parts reach the form through this context, not react-hook-form's: its
 * value is useForm's one object for the form's life. react-hook-form's context changes whenever the
 * component calling useForm re-renders (once as it mounts, from a layout effect: a synchronous render right
 * after hydration), and every field read through it rendered again with it (issue 39).
 */
const KitFormContext = createContext<UseFormReturn | null>(null);

/** The kit form a part of a larger form is in (a section in its own file): its values, register and setValue. */
export function useParentForm<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  const form = useContext(KitFormContext);
  if (!form) throw new Error('a form kit field or part needs a <ZodForm> around it');
  return form as unknown as UseFormReturn<T>;
}

/*
 * Errors and the busy state are never read through the form's own `formState`: that subscribes the
 * component calling useForm, so a tap on submit or one field's message re-rendered the whole form.
 */

/** Whether the kit form around is sending its values. */
export function useFormSending(): boolean {
  return useFormState().isSubmitting;
}

/**
 * The message for a field, however deep its name ('address.zip'); 'root.server' is the whole form's.
 * Re-renders when this message changes, not whenever the form's errors do: useFormState re-rendered
 * every field at a submit the checks refuse (issue 39: the checkout's place order at 4x).
 */
export function useFieldError(name: string): string | undefined {
  const form = useParentForm();
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ formState: { errors: true }, callback: onChange }),
    [form],
  );
  const message = () =>
    (form.getFieldState(name).error as { message?: string } | undefined)?.message;
  return useSyncExternalStore(subscribe, message, message);
}

/** The error the server gave for the whole form (not a field), where the form shows it. */
export function FormError() {
  const message = useFieldError('root.server');
  return message ? <FieldError role="alert">{message}</FieldError> : null;
}

/** The form's one primary action: busy while the values are being sent. */
export function FormSubmit({ children }: { children: ReactNode }) {
  return <SubmitButton busy={useFormSending()}>{children}</SubmitButton>;
}

type BoundInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'name'> & {
  name: string;
  label: ReactNode;
};

/**
 * A field's starting value as an HTML attribute: react-hook-form sets values once scripts run, so a page
 * rendered on the server (a refused post shown again) writes them into the HTML itself.
 */
function useInitialValue(name: string): unknown {
  const { formState } = useParentForm();
  return get(formState.defaultValues, name);
}

/** A text field's starting value, for its `defaultValue` (see useInitialValue). */
export function useInitialText(name: string): string | undefined {
  const value = useInitialValue(name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A text input bound to the form by name, its error under it; an `onBlur` of its own runs after the form's. */
export function TextField({ name, label, onBlur, ...input }: BoundInputProps) {
  const { register } = useParentForm();
  const registration = register(name);
  return (
    <Field
      label={label}
      error={useFieldError(name)}
      defaultValue={useInitialText(name)}
      {...input}
      {...registration}
      onBlur={async (event) => {
        await registration.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}

/** A checkbox bound to the form by name. */
export function CheckboxField({ name, label, ...input }: BoundInputProps) {
  const { register } = useParentForm();
  const checked = useInitialValue(name) === true;
  return <Checkbox label={label} defaultChecked={checked} {...input} {...register(name)} />;
}

/** A labelled control of the kit's shape: the error under it, wired for screen readers. */
function BoundControl({
  name,
  label,
  render,
}: {
  name: string;
  label: ReactNode;
  render: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldWrap>
      <label htmlFor={id}>{label}</label>
      {render({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

/** A select bound to the form by name; `placeholder` is the empty first option. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  ...select
}: Omit<ComponentPropsWithoutRef<'select'>, 'name'> & {
  name: string;
  label: ReactNode;
  options: readonly string[];
  placeholder: string;
}) {
  const { register } = useParentForm();
  const initial = useInitialText(name);
  return (
    <BoundControl
      name={name}
      label={label}
      render={(a11y) => (
        <select defaultValue={initial} {...select} {...a11y} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A multi-line text bound to the form by name. */
export function TextAreaField({
  name,
  label,
  ...textarea
}: Omit<ComponentPropsWithoutRef<'textarea'>, 'name'> & { name: string; label: ReactNode }) {
  const { register } = useParentForm();
  const initial = useInitialText(name);
  return (
    <BoundControl
      name={name}
      label={label}
      render={(a11y) => (
        <textarea defaultValue={initial} {...textarea} {...a11y} {...register(name)} />
      )}
    />
  );
}
