import { useId } from 'react';
import styled from 'styled-components';
import { useCurrency, usePlatform, type CurrencyCode } from '@sohnne/platform';
import { VisuallyHidden } from '@sohnne/ui';

const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** The currency prices are shown in. */
export function CurrencySelect() {
  const platform = usePlatform();
  const { code } = useCurrency();
  const id = useId();
  return (
    <span>
      <VisuallyHidden as="label" htmlFor={id}>
        Currency
      </VisuallyHidden>
      <Select
        id={id}
        value={code}
        onChange={(event) => platform.currency.set(event.target.value as CurrencyCode)}
      >
        {platform.currency.available().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </span>
  );
}
