import { useId, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { FieldError, FieldWrap, useFieldError, useInitialText, useParentForm } from '@sohnne/ui';
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

type PlaceSuggestions = ReturnType<typeof usePlaceSuggestions>;

/**
 * The street's form-kit registration, its typing also asking for suggestions and leaving it closing them.
 * The saved address (or what was typed before a refused post) is written into the server's HTML as the
 * default value: react-hook-form sets it only once scripts run.
 */
function useStreetRegistration(suggestions: PlaceSuggestions) {
  const { register } = useParentForm<AddressValues>();
  const registration = register('street_address');
  const error = useFieldError('street_address');
  const inputProps = {
    defaultValue: useInitialText('street_address'),
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void registration.onChange(event);
      suggestions.typed(event.target.value);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      suggestions.close();
      void registration.onBlur(event);
    },
  };
  return { inputProps, error };
}

/** The keys the open list answers (arrows move, Enter picks, Escape closes); any other key types as usual. */
function listKeyHandler(
  suggestions: PlaceSuggestions,
  pick: (suggestion: PlaceSuggestion) => void,
) {
  const { options, open, active } = suggestions;
  const keys: Record<string, (() => void) | undefined> = {
    ArrowDown: () => suggestions.move(1),
    ArrowUp: () => suggestions.move(-1),
    Enter: active >= 0 ? () => pick(options[active]) : undefined,
    Escape: suggestions.close,
  };
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const action = open ? keys[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };
}

/** The input's combobox state for assistive technology: its list, the option the arrows point at, its error. */
function comboboxAria(listId: string, { open, active }: PlaceSuggestions, errorId?: string) {
  return {
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(listId, active) : undefined,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId,
  } as const;
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
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = usePlaceSuggestions();
  const { inputProps, error } = useStreetRegistration(suggestions);
  const errorId = error ? `${id}-error` : undefined;

  const pick = (suggestion: PlaceSuggestion) => {
    suggestions.settle();
    onPick(suggestion);
  };
  const onKeyDown = listKeyHandler(suggestions, pick);

  return (
    <ComboWrap>
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        {...comboboxAria(listId, suggestions, errorId)}
        onKeyDown={onKeyDown}
      />
      <SuggestionList
        id={listId}
        options={suggestions.options}
        open={suggestions.open}
        active={suggestions.active}
        onPick={pick}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </ComboWrap>
  );
}
