import { usePlatform, useHydrated } from '@sohnne/platform';
import { Button, ButtonLink, emailField, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import styled from 'styled-components';
import { z } from 'zod';
import { Section } from '../content-blocks';

export const REWARDS_PATH = '/sohnne-rewards';
const SHARE_TEXT = 'Join the Sohnne Club and get $35 off your first purchase:';

const inviteSchema = z.object({ friendEmail: emailField('Please enter a valid email address') });

/** The page's address: absolute once in the browser (the server renders the path). */
function useShareLink() {
  const hydrated = useHydrated();
  return hydrated ? `${window.location.origin}${REWARDS_PATH}` : REWARDS_PATH;
}

/** Refer a Friend: an e-mail to the friend (the visitor's own mail app), the link to copy, and share links. */
export function ReferFriend() {
  const { toasts } = usePlatform();
  const link = useShareLink();
  const form = useZodForm(inviteSchema, { friendEmail: '' });

  // The invitation is the visitor's own e-mail to the friend: nothing is sent to the shop.
  const invite = ({ friendEmail }: z.infer<typeof inviteSchema>) => {
    const subject = encodeURIComponent('Join me at the Sohnne Club');
    const body = encodeURIComponent(`${SHARE_TEXT} ${link}`);
    window.location.href = `mailto:${encodeURIComponent(friendEmail)}?subject=${subject}&body=${body}`;
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toasts.success('Link copied');
    } catch {
      toasts.error('Your browser did not let us copy the link. Select it and copy it instead.');
    }
  };

  return (
    <Section aria-labelledby="refer-title">
      <h2 id="refer-title">Refer a Friend</h2>
      <p>Give your friend $35 off their first purchase, and earn 50 points when they join.</p>
      <Layout>
        <ZodForm form={form} onSubmit={invite} aria-label="Refer a friend">
          <TextField
            name="friendEmail"
            label="Your friend's email"
            type="email"
            autoComplete="off"
          />
          <Button type="submit">Send Invite</Button>
        </ZodForm>
        <Share>
          <Button type="button" $variant="secondary" onClick={copy}>
            Copy Link
          </Button>
          <ButtonLink
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
            target="_blank"
            rel="noopener noreferrer"
            $variant="secondary"
          >
            Facebook
          </ButtonLink>
          <ButtonLink
            href={`https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            $variant="secondary"
          >
            WhatsApp
          </ButtonLink>
        </Share>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 720px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
