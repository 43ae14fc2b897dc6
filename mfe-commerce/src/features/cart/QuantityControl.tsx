import { FormTokenField, VisuallyHidden } from '@sohnne/ui';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { MAX_QUANTITY, MIN_QUANTITY } from './cartApi';
import { clampedQuantity } from './cartLineForm';

interface Props {
  lineId: string;
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − / number / +. A typed value is sent on blur or Enter, clamped to 1..99; nonsense reverts. Before (or
 * without) scripts it is a form posted to the cart's action: − and + send their step, Enter the box alone.
 */
export function QuantityControl({ lineId, name, quantity, disabled, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = clampedQuantity(draft);
    if (next !== null && next !== quantity) onChange(next);
  };

  const step = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(next);
  };

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <FormTokenField />
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="name" value={name} />
      {/* The form's default button (first in order): Enter in the box sends the typed quantity, no step. */}
      <VisuallyHidden as="button" type="submit" tabIndex={-1} aria-hidden="true">
        Update
      </VisuallyHidden>
      <Group>
        <Step
          type="submit"
          name="step"
          value="-1"
          aria-label={`Decrease quantity of ${name}`}
          disabled={disabled || quantity <= MIN_QUANTITY}
          onClick={step(quantity - 1)}
        >
          −
        </Step>
        <input
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          name="quantity"
          aria-label={`Quantity of ${name}`}
          value={draft ?? String(quantity)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <Step
          type="submit"
          name="step"
          value="1"
          aria-label={`Increase quantity of ${name}`}
          disabled={disabled || quantity >= MAX_QUANTITY}
          onClick={step(quantity + 1)}
        >
          +
        </Step>
      </Group>
    </form>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};

  input {
    width: 3rem;
    border: 0;
    border-inline: 1px solid ${({ theme }) => theme.color.grey200};
    background: transparent;
    font: inherit;
    text-align: center;
    -moz-appearance: textfield;
    &::-webkit-outer-spin-button,
    &::-webkit-inner-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
    &:disabled {
      color: ${({ theme }) => theme.color.grey500};
    }
  }
`;

const Step = styled.button`
  width: 44px;
  min-height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.charcoal};
  font: 500 1.1rem/1 ${({ theme }) => theme.font.body};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.teakDark};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.grey300};
    cursor: not-allowed;
  }
`;
