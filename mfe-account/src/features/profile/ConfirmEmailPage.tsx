import { useState, type FormEvent } from 'react';
import { Link, usePlatform } from '@sohnne/platform';
import { Button, FormTokenField, Muted } from '@sohnne/ui';
import { TitledCard } from '../../components/AuthCard';
import { linkRefusal, useLinkToken } from '../../components/linkToken';
import { emailConfirmed, INVALID_CONFIRM_LINK } from './confirmEmail';
import { useConfirmEmailMutation } from './profileApi';

/**
 * The page a new e-mail address's link opens. The change is made by the button, not by opening the page:
 * a mail scanner that follows the link changes nothing.
 */
export default function ConfirmEmailPage() {
  const platform = usePlatform();
  const token = useLinkToken();
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    // Hydrated, the button calls the service itself: the form is not sent as well.
    event.preventDefault();
    const result = await confirm({ token });
    if (result.error) {
      platform.toasts.error(linkRefusal(result.error, INVALID_CONFIRM_LINK));
      return;
    }
    // The header shows the signed-in customer's address: read again (the link may be another account's).
    if (platform.session.get()) platform.session.refresh().catch(() => undefined);
    setConfirmed(result.data.email);
  };

  return (
    <TitledCard title="Confirm your e-mail address">
      {confirmed ? (
        <>
          <p role="status">{emailConfirmed(confirmed)}</p>
          <Muted>
            <Link to="/my-account/edit-account">Back to your account details</Link>
          </Muted>
        </>
      ) : token ? (
        <>
          <p>Make this the e-mail address you sign in with and receive our messages at.</p>
          {/* Without scripts the form is posted to the page's action, the token in its hidden field. */}
          <form method="post" onSubmit={(event) => void send(event)}>
            <FormTokenField />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" disabled={isLoading}>
              Confirm my new e-mail address
            </Button>
          </form>
        </>
      ) : (
        <>
          <p role="alert">{INVALID_CONFIRM_LINK}.</p>
          <Muted>
            <Link to="/my-account/edit-account">Ask for a new link from your account details</Link>
          </Muted>
        </>
      )}
    </TitledCard>
  );
}
