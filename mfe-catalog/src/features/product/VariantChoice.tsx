import { memo } from 'react';
import styled from 'styled-components';
import type { ProductVariant } from '@sohnne/contracts';

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 500;
  }
  legend span {
    font-weight: 400;
    color: ${({ theme }) => theme.color.grey700};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Choice = styled.label`
  position: relative;
  input {
    position: absolute;
    z-index: 1;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.grey300};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.charcoal};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.charcoal};
    font-weight: 500;
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

/** The variants as radio buttons (posted as `variantId`), the chosen one's value in the legend. */
export const VariantChoice = memo(function VariantChoice({
  variants,
  chosen,
  onChoose,
}: {
  variants: ProductVariant[];
  chosen: ProductVariant | undefined;
  onChoose: (variantId: string) => void;
}) {
  const optionType = chosen?.type ?? variants[0]?.type ?? 'Option';
  return (
    <Options>
      <legend>
        {optionType}: <span>{chosen?.value}</span>
      </legend>
      <div>
        {variants.map((v) => (
          <Choice key={v.id}>
            <input
              type="radio"
              name="variantId"
              value={v.id}
              checked={v.id === chosen?.id}
              onChange={() => onChoose(v.id)}
            />
            <span>{v.value}</span>
          </Choice>
        ))}
      </div>
    </Options>
  );
});
