import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldError } from '@sohnne/ui';
import styled, { css } from 'styled-components';

/** The look of the shop's inputs (as @sohnne/ui's Field), for the inputs Field does not cover. */
export const inputLook = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }
`;

export const FieldBox = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 500;
    font-size: 0.9rem;
  }
`;

const Area = styled.textarea`
  ${inputLook}
  min-height: 96px;
  padding-top: ${({ theme }) => theme.space(1)};
  resize: vertical;
`;

type TextAreaFieldProps = ComponentPropsWithoutRef<'textarea'> & {
  label: ReactNode;
  error?: string;
};

/** A labelled textarea with its error under it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, id, ...rest }, ref) {
    const generated = useId();
    const fieldId = id ?? generated;
    return (
      <FieldBox>
        <label htmlFor={fieldId}>{label}</label>
        <Area
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...rest}
        />
        {error && (
          <FieldError id={`${fieldId}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </FieldBox>
    );
  },
);
