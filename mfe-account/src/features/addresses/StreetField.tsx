import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { httpStatus, usePlatform } from '@sohnne/platform';
import { FieldError, FieldWrap, useParentForm } from '@sohnne/ui';
import styled from 'styled-components';
import type { PlaceSuggestion } from '../../types';
import type { AddressValues } from './addressSchema';
import { useLazySuggestPlacesQuery } from './addressesApi';

/** Typing pauses this long before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 300;
const MIN_QUERY = 3;

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
  const platform = usePlatform();
  const id = useId();
  const listId = `${id}-list`;
  const [suggest] = useLazySuggestPlacesQuery();
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = async (text: string) => {
    const result = await suggest(text, true);
    if (latest.current !== text) return;
    if (result.error) {
      if (httpStatus(result.error) === 401) void platform.session.logout();
      close();
      return;
    }
    const found = result.data ?? [];
    setOptions(found);
    setActive(-1);
    setOpen(found.length > 0);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void registration.onChange(event);
    const text = event.target.value.trim();
    latest.current = text;
    clearTimeout(timer.current);
    if (text.length < MIN_QUERY) {
      close();
      return;
    }
    timer.current = setTimeout(() => void ask(text), SUGGEST_DELAY_MS);
  };

  const pick = (suggestion: PlaceSuggestion) => {
    latest.current = '';
    clearTimeout(timer.current);
    close();
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <ComboWrap>
      <label htmlFor={id}>{label}</label>
      <input
        {...registration}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          void registration.onBlur(event);
        }}
      />
      <Options id={listId} role="listbox" aria-label="Address suggestions" hidden={!open}>
        {open &&
          options.map((option, index) => (
            <li
              key={`${option.label}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
      </Options>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </ComboWrap>
  );
}
