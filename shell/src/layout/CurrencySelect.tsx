import { useId, useState } from 'react';
import styled from 'styled-components';
import { SHELL_ACTION_FIELD, useCurrency, usePlatform, type CurrencyCode } from '@sohnne/platform';
import { afterNextPaint, FormTokenField, VisuallyHidden } from '@sohnne/ui';

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

const Change = styled.button`
  margin-left: ${({ theme }) => theme.space(0.5)};
  min-height: 40px;
  font: inherit;
`;

/**
 * The currency prices are shown in. With scripts, a choice shows at once and every price follows it right
 * after that paint (re-rendering each region's prices is the tap's biggest cost); before scripts (or without),
 * the form posts the choice to the page, and the page server keeps it in the currency cookie.
 */
export function CurrencySelect() {
  const platform = usePlatform();
  const { code } = useCurrency();
  const [chosen, setChosen] = useState<CurrencyCode | null>(null);
  const id = useId();
  const choose = (next: CurrencyCode) => {
    setChosen(next);
    afterNextPaint(() => {
      platform.currency.set(next);
      setChosen(null);
    });
  };
  return (
    <form method="post" onSubmit={(event) => event.preventDefault()}>
      <FormTokenField />
      <input type="hidden" name={SHELL_ACTION_FIELD} value="currency" />
      <VisuallyHidden as="label" htmlFor={id}>
        Currency
      </VisuallyHidden>
      <Select
        id={id}
        name="currency"
        value={chosen ?? code}
        onChange={(event) => choose(event.target.value as CurrencyCode)}
      >
        {platform.currency.available().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <noscript>
        <Change type="submit">Show prices</Change>
      </noscript>
    </form>
  );
}
