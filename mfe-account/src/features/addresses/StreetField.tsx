import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import { FieldError, FieldWrap, useParentForm } from '@sohnne/ui';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../types';
import type { AddressValues } from './addressSchema';
import { usePlaceSuggestions } from './usePlaceSuggestions';

// The suggestions open under the input.
const ComboWrap = styled(FieldWrap)`
  position: relative;
`;

const Options = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% - 2px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 20px rgba(31, 29, 26, 0.15);
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    cursor: pointer;
    font-size: 0.95rem;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.color.grey100};
    color: ${({ theme }) => theme.color.walnut};
  }
`;

/** The option element's id: the input's aria-activedescendant points at it. */
const optionId = (listId: string, index: number) => `${listId}-${index}`;

interface SuggestionListProps {
  id: string;
  options: PlaceSuggestion[];
  open: boolean;
  active: number;
  onPick: (suggestion: PlaceSuggestion) => void;
}

/** The listbox under the input; a press on an option keeps the focus in the input. */
function SuggestionList({ id, options, open, active, onPick }: SuggestionListProps) {
  return (
    <Options id={id} role="listbox" aria-label="Address suggestions" hidden={!open}>
      {open &&
        options.map((option, index) => (
          <li
            key={`${option.label}-${index}`}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
          >
            {option.label}
          </li>
        ))}
    </Options>
  );
}

interface StreetFieldProps {
  label: string;
  onPick: (suggestion: PlaceSuggestion) => void;
}

/**
 * The address form's street_address, a field of the form kit: a combobox that suggests addresses from the
 * places service as the customer types (arrow keys, Enter, Escape); whatever is typed by hand stays.
 */
export function StreetField({ label, onPick }: StreetFieldProps) {
  const { register, formState } = useParentForm<AddressValues>();
  const registration = register('street_address');
  const error = formState.errors.street_address?.message;
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = usePlaceSuggestions();
  const { options, open, active } = suggestions;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void registration.onChange(event);
    suggestions.typed(event.target.value);
  };

  const pick = (suggestion: PlaceSuggestion) => {
    suggestions.settle();
    onPick(suggestion);
  };

  /** The keys the open list answers; any other key types as usual. */
  const keys: Record<string, (() => void) | undefined> = {
    ArrowDown: () => suggestions.move(1),
    ArrowUp: () => suggestions.move(-1),
    Enter: active >= 0 ? () => pick(options[active]) : undefined,
    Escape: suggestions.close,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = open ? keys[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <ComboWrap>
      <label htmlFor={id}>{label}</label>
      <input
        // Written into the server's HTML (react-hook-form sets it only once scripts run): a saved
        // address being edited, or what was typed before a refused post.
        defaultValue={formState.defaultValues?.street_address}
        {...registration}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          suggestions.close();
          void registration.onBlur(event);
        }}
      />
      <SuggestionList id={listId} options={options} open={open} active={active} onPick={pick} />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </ComboWrap>
  );
}
