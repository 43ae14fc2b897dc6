import { usePlatform, useHydrated } from '@sohnne/platform';
import { Button, ButtonLink, Field, Form } from '@sohnne/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Section } from '../content-blocks/blocks';

export const REWARDS_PATH = '/sohnne-rewards';
const SHARE_TEXT = 'Join the Sohnne Club and get $35 off your first purchase:';

/** The page's address: absolute once in the browser (the server renders the path). */
function useShareLink() {
  const hydrated = useHydrated();
  return hydrated ? `${window.location.origin}${REWARDS_PATH}` : REWARDS_PATH;
}

/** Refer a Friend: an e-mail to the friend (the visitor's own mail app), the link to copy, and share links. */
export function ReferFriend() {
  const { toasts } = usePlatform();
  const link = useShareLink();
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = encodeURIComponent('Join me at the Sohnne Club');
    const body = encodeURIComponent(`${SHARE_TEXT} ${link}`);
    window.location.href = `mailto:${encodeURIComponent(email.trim())}?subject=${subject}&body=${body}`;
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
        <Form onSubmit={onSubmit} aria-label="Refer a friend">
          <Field label="Your friend's email" name="friend-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit">Send Invite</Button>
        </Form>
        <Share>
          <Button type="button" $variant="secondary" onClick={copy}>
            Copy Link
          </Button>
          <ButtonLink href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`} target="_blank" rel="noopener noreferrer" $variant="secondary">
            Facebook
          </ButtonLink>
          <ButtonLink href={`https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`} target="_blank" rel="noopener noreferrer" $variant="secondary">
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
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(0, 1fr) auto; align-items: end; }
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
