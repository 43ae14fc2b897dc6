import { useId } from 'react';
import styled from 'styled-components';

export const MAX_QUANTITY = 10;

const Quantity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.grey700};
  }
  div {
    display: flex;
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
  }
  button {
    all: unset;
    box-sizing: border-box;
    width: 44px;
    height: 44px;
    text-align: center;
    cursor: pointer;
    font-size: 1.2rem;
  }
  button:disabled {
    color: ${({ theme }) => theme.color.grey300};
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: -2px;
  }
  input {
    width: 48px;
    border: 0;
    text-align: center;
    font: inherit;
    background: transparent;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

/** A whole number from 1 to MAX_QUANTITY (1 for anything that is not a number). */
const clamped = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_QUANTITY, Math.max(1, Math.round(value))) : 1;

/** The quantity to add, posted as `quantity`: typed, or stepped with − and + (1 to MAX_QUANTITY). */
export function QuantityField({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <Quantity>
      <label htmlFor={id}>Quantity</label>
      <div>
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => onChange(clamped(value - 1))}
          disabled={value <= 1}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(clamped(event.currentTarget.valueAsNumber))}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onChange(clamped(value + 1))}
          disabled={value >= MAX_QUANTITY}
        >
          +
        </button>
      </div>
    </Quantity>
  );
}
