import { useState } from 'react';
import { Link, usePlatform } from '@sohnne/platform';
import { Button, Muted } from '@sohnne/ui';
import { TitledCard } from '../../components/AuthCard';
import { linkRefusal, useLinkToken } from '../../components/linkToken';
import { useConfirmEmailMutation } from './profileApi';

const INVALID_LINK = 'This confirmation link is invalid or has expired';

/**
 * The page a new e-mail address's link opens. The change is made by the button, not by opening the page:
 * a mail scanner that follows the link changes nothing.
 */
export default function ConfirmEmailPage() {
  const platform = usePlatform();
  const token = useLinkToken();
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const send = async () => {
    const result = await confirm({ token });
    if (result.error) {
      platform.toasts.error(linkRefusal(result.error, INVALID_LINK));
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
          <p role="status">Your e-mail address is now {confirmed}.</p>
          <Muted>
            <Link to="/my-account/edit-account">Back to your account details</Link>
          </Muted>
        </>
      ) : token ? (
        <>
          <p>Make this the e-mail address you sign in with and receive our messages at.</p>
          <Button type="button" onClick={() => void send()} disabled={isLoading}>
            Confirm my new e-mail address
          </Button>
        </>
      ) : (
        <>
          <p role="alert">{INVALID_LINK}.</p>
          <Muted>
            <Link to="/my-account/edit-account">Ask for a new link from your account details</Link>
          </Muted>
        </>
      )}
    </TitledCard>
  );
}
