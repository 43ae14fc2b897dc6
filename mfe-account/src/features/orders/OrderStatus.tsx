import styled from 'styled-components';
import { statusTone, type StatusTone } from './orderFormat';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.05em;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'pending' ? theme.color.teakDark : $tone === 'failed' ? theme.color.error : theme.color.success)};
`;

/** The order's status upper-cased, coloured by what it means. */
export function OrderStatus({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {status.toUpperCase()}
    </Badge>
  );
}
