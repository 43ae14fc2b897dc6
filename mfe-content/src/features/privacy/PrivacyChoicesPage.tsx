import styled from 'styled-components';
import { z } from 'zod';
import { useHydrated, usePlatform } from '@sohnne/platform';
import {
  CheckboxField,
  EMAIL_PATTERN,
  FormError,
  FormSubmit,
  Muted,
  paperPanel,
  QueryState,
  Spinner,
  TextField,
  useZodForm,
  ZodForm,
} from '@sohnne/ui';
import { HtmlArticle } from '../pages';
import { useGetPrivacyChoiceQuery, useSetPrivacyChoiceMutation } from './privacyApi';

const Box = styled.section`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(4)};
  ${paperPanel}
  h2 {
    font-size: 1.3rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

/** The e-mail is optional: blank applies the choice to this browser only. */
const choiceSchema = z.object({
  optOut: z.boolean(),
  email: z
    .string()
    .trim()
    .refine(
      (email) => email === '' || EMAIL_PATTERN.test(email),
      'Please enter a valid email address',
    ),
});
type ChoiceValues = z.infer<typeof choiceSchema>;

/** The opt-out form, starting from the choice the content service remembers for this browser. */
function OptOutForm({ savedOptOut }: { savedOptOut: boolean }) {
  const { toasts } = usePlatform();
  const [save] = useSetPrivacyChoiceMutation();
  const form = useZodForm(choiceSchema, { optOut: savedOptOut, email: '' });

  const submit = async ({ optOut, email }: ChoiceValues) => {
    const result = await save({ optOut, ...(email ? { email } : {}) });
    if (!('error' in result)) {
      toasts.show(
        optOut
          ? 'You have opted out of the sale or sharing of your personal information.'
          : 'Your privacy choice has been saved.',
        'success',
      );
    }
    return result;
  };

  return (
    <ZodForm
      form={form}
      onSubmit={submit}
      failure="We couldn’t save your choice. Please try again."
    >
      <CheckboxField name="optOut" label="Do Not Sell or Share My Personal Information" />
      <TextField
        name="email"
        label="E-mail (optional, to apply the choice to your account)"
        type="email"
        autoComplete="email"
      />
      <FormError />
      <FormSubmit>Save my choice</FormSubmit>
    </ZodForm>
  );
}

/** The opt-out, read from and saved to the content service (which remembers it for this browser). */
function OptOut() {
  const current = useGetPrivacyChoiceQuery();
  return (
    <Box aria-labelledby="privacy-choice-heading">
      <h2 id="privacy-choice-heading">Your choice</h2>
      <QueryState
        query={current}
        loading={<Spinner />}
        error="We couldn’t load your privacy choice. Please try again."
      >
        {({ optOut }) => (
          <>
            <Muted role="status">
              {optOut
                ? 'You have opted out on this browser.'
                : 'You have not opted out on this browser.'}
            </Muted>
            <OptOutForm savedOptOut={optOut} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** 'Your Privacy Choices': the text from the server, then the opt-out (browser-only: it depends on this browser's cookie). */
export default function PrivacyChoicesPage() {
  const hydrated = useHydrated();
  return (
    <HtmlArticle slug="do-not-sell-my-personal-information" after={hydrated ? <OptOut /> : null} />
  );
}
