import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@sohnne/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  cursor: pointer;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.color.teakDark}; }
`;

/** A checkbox with its label beside it (Field is for text inputs). */
export function Checkbox({ label, ...input }: ComponentPropsWithoutRef<'input'> & { label: ReactNode }) {
  return (
    <CheckLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckLabel>
  );
}

const Wide = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The form's one primary action: disabled with a spinner while the call is under way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Wide type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {children}
    </Wide>
  );
}

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.grey700};
  a { color: ${({ theme }) => theme.color.walnut}; }
`;
