import { ButtonLink, Container, PageHeading, StatePanel } from '@sohnne/ui';
import { useNavigateClick } from './context';

export function NotFoundPage() {
  const navigateClick = useNavigateClick();
  return (
    <Container>
      <StatePanel data-testid="not-found">
        <PageHeading>Sorry!, this page isn&apos;t available</PageHeading>
        <p>The page you were looking for couldn&apos;t be found</p>
        <ButtonLink href="/" onClick={navigateClick}>
          Back Home
        </ButtonLink>
      </StatePanel>
    </Container>
  );
}
