import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button, Spinner } from './primitives';
import { theme } from './theme';

// The form kit every MFE's forms use: labelled fields with their error under them, the submit state.
// Their styles read the theme's values as they are, not through the ThemeProvider: styles without functions
// are static, and styled-components then skips them when a form re-renders (a submit's errors re-render every
// field: issue 39).

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

/** The look of every text control (input, select, textarea): 44 px high, bordered, on paper. */
export const controlStyle = css`
  min-height: 44px;
  padding: 0 ${theme.space(1.5)};
  border: 1px solid ${theme.color.grey300};
  border-radius: ${theme.radius};
  background: ${theme.color.paper};
  font: inherit;
`;

/** A labelled control with its error under it (the kit's fields all sit in one). */
export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${theme.space(2)};
  label {
    font-weight: 500;
    font-size: 0.9rem;
  }
  input,
  select,
  textarea {
    ${controlStyle}
  }
  select,
  textarea {
    padding: ${theme.space(1)} ${theme.space(1.5)};
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.error};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.error};
  font-size: 0.85rem;
`;

type FieldProps = ComponentPropsWithoutRef<'input'> & { label: ReactNode; error?: string };

/** A labelled input with its error under it, wired for screen readers. */
export function Field({ label, error, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <FieldWrap>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.color.teakDark};
  }
`;

/** A checkbox with its label beside it (Field is for text inputs). */
export function Checkbox({
  label,
  ...input
}: ComponentPropsWithoutRef<'input'> & { label: ReactNode }) {
  return (
    <CheckLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckLabel>
  );
}

const Wide = styled(Button)`
  width: 100%;
  margin-top: ${theme.space(2)};
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
  margin: ${theme.space(1)} 0;
  font-size: 0.9rem;
  color: ${theme.color.grey700};
  a {
    color: ${theme.color.walnut};
  }
`;
