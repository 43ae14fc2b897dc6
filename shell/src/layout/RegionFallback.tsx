import { useState } from 'react';
import styled from 'styled-components';
import { Button, Container, StatePanel } from '@sohnne/ui';
import { useShell } from './context';

const Title = styled.h1`
  font-size: clamp(1.35rem, 3vw, 1.75rem);
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** Stands in for an MFE that could not be loaded or mounted; the rest of the page keeps working. */
export function RegionFallback({ name }: { name: string }) {
  const { mfes } = useShell();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await mfes.retry(name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container>
      <StatePanel data-testid="mfe-fallback" data-mfe-fallback={name}>
        <Title>This part of the shop is unavailable right now.</Title>
        <Button type="button" $variant="secondary" onClick={retry} disabled={busy}>
          Try again
        </Button>
      </StatePanel>
    </Container>
  );
}
